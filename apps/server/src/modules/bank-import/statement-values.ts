import { isCalendarDate, MAX_AMOUNT_CENTIMES } from "@congres/shared";

/**
 * The values of a statement's cells: dates as the bank writes them (`31/10/2025`, `31-10-25`,
 * `2025-10-31`, with or without a time) and amounts with a decimal comma or point and any
 * thousands grouping (`1 000,00`, `1.000,00`, `1,000.00`), read into centimes without floats.
 */

const DAY_FIRST = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})(?:[ T].*)?$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[ T].*)?$/;

/** `YYYY-MM-DD`, or null when the cell is not a real date. */
export function parseStatementDate(cell: string): string | null {
  const text = cell.trim();
  const iso = ISO.exec(text);
  const dayFirst = iso ? null : DAY_FIRST.exec(text);
  let date: string | null = null;
  if (iso) date = `${iso[1]}-${iso[2]}-${iso[3]}`;
  else if (dayFirst) {
    const [, day = "", month = "", year = ""] = dayFirst;
    const fullYear = year.length === 2 ? `20${year}` : year;
    date = `${fullYear}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
  }
  return date && isCalendarDate(date) ? date : null;
}

export type DecimalMark = "," | ".";

// A currency before or after the figure, and the signs banks put around a debit.
const CURRENCY = /\b(?:mad|dhs?|dirhams?)\b\.?/gi;
const GROUPING_SPACES = /[\s\u00a0\u202f']/g;

function compactAmount(cell: string): string {
  return cell.replace(CURRENCY, "").replace(GROUPING_SPACES, "");
}

/**
 * The decimal mark of a statement's amount column, decided once for the whole file: the mark
 * followed by one or two digits at the end of a figure. A file where every amount is whole
 * (`1.000`) says nothing, and then the comma is assumed, as French banks write.
 */
export function detectDecimalMark(cells: readonly string[]): DecimalMark {
  let comma = 0;
  let point = 0;
  for (const cell of cells) {
    const match = /([.,])\d{1,2}\)?-?$/.exec(compactAmount(cell));
    if (match?.[1] === ",") comma++;
    else if (match?.[1] === ".") point++;
  }
  return point > comma ? "." : ",";
}

// Thousands groups are exactly three digits: "1.000,00" but never "1.00,00".
const WHOLE_PART = {
  ",": /^\d{1,3}(?:\.\d{3})*$|^\d+$/,
  ".": /^\d{1,3}(?:,\d{3})*$|^\d+$/,
} as const;

/** Signed centimes (a debit is negative), or null when the cell is empty or not an amount. */
export function parseStatementAmount(cell: string, decimalMark: DecimalMark): number | null {
  let text = compactAmount(cell);
  if (text === "") return null;
  let negative = false;
  if (/^\(.*\)$/.test(text)) [negative, text] = [true, text.slice(1, -1)];
  if (text.startsWith("-")) [negative, text] = [true, text.slice(1)];
  else if (text.endsWith("-")) [negative, text] = [true, text.slice(0, -1)];
  else if (text.startsWith("+")) text = text.slice(1);
  const grouping = decimalMark === "," ? "." : ",";
  const [whole = "", decimals = "", ...rest] = text.split(decimalMark);
  if (rest.length > 0 || decimals.length > 2 || !/^\d*$/.test(decimals)) return null;
  if (!WHOLE_PART[decimalMark].test(whole)) return null;
  const units = whole.replaceAll(grouping, "").replace(/^0+(?=\d)/, "");
  if (units.length > 8) return null;
  const centimes = Number(units) * 100 + Number(decimals.padEnd(2, "0"));
  if (centimes > MAX_AMOUNT_CENTIMES) return null;
  return negative ? -centimes : centimes;
}
