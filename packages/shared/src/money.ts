import { editionFacts } from "./edition-facts.ts";

/**
 * Money is counted in integer centimes everywhere (100 centimes = 1 DH): sums and differences
 * stay exact, which floating-point dirhams would not (0.1 + 0.2 ≠ 0.3).
 */

/** The largest amount one registration may owe or have received: 10 000 000 DH. */
export const MAX_AMOUNT_CENTIMES = 1_000_000_000;

// French grouping: a narrow no-break space every three digits, as Intl's fr-FR writes "1 000".
const GROUP_SEPARATOR = "\u202f";

/** Whole units of currency (the edition's fees: 1 000 DH) in centimes. */
export const centimesOf = (units: number): number => units * 100;

/** "1 000,00 DH": French grouping and decimal comma, computed on integers (no float rounding). */
export function formatCentimes(
  centimes: number,
  currency: string = editionFacts.fees.currency,
): string {
  if (!Number.isSafeInteger(centimes)) throw new RangeError(`not a whole number of centimes`);
  const sign = centimes < 0 ? "-" : "";
  const absolute = Math.abs(centimes);
  const units = String(Math.floor(absolute / 100)).replace(
    /\B(?=(\d{3})+(?!\d))/g,
    GROUP_SEPARATOR,
  );
  const cents = String(absolute % 100).padStart(2, "0");
  return `${sign}${units},${cents} ${currency}`;
}

export const amountMessages = {
  invalid: "Montant invalide : écrivez par exemple 1 000 ou 1 000,50",
  tooManyDecimals: "Le montant a au plus deux chiffres après la virgule",
  tooLarge: "Le montant ne doit pas dépasser 10 000 000 DH",
  zero: "Le montant doit être supérieur à zéro",
} as const;

export type ParsedAmount = { ok: true; centimes: number } | { ok: false; message: string };

// Digits, then optionally a decimal comma or point and its digits. Spaces group the thousands.
const AMOUNT = /^(\d+)(?:[.,](\d+))?$/;
const CURRENCY_SUFFIX = /\s*(?:dh|mad|dhs)\.?$/i;

/**
 * A typed amount ("1 000,50", "1000.5", "500 DH") in centimes, read digit by digit: never
 * through a float. Thousands may be grouped by any kind of space; "1.000,50" is refused rather
 * than guessed, since "1.000" would read as one dirham.
 */
export function parseAmount(text: string): ParsedAmount {
  const compact = text.trim().replace(CURRENCY_SUFFIX, "").replace(/\s+/g, "");
  const match = AMOUNT.exec(compact);
  if (!match) return { ok: false, message: amountMessages.invalid };
  const [, whole = "", decimals = ""] = match;
  if (decimals.length > 2) return { ok: false, message: amountMessages.tooManyDecimals };
  // Leading zeros cut before the length check, so that "0001000" is a thousand, not too large.
  const units = whole.replace(/^0+(?=\d)/, "");
  if (units.length > 8) return { ok: false, message: amountMessages.tooLarge };
  const centimes = Number(units) * 100 + Number(decimals.padEnd(2, "0"));
  if (centimes > MAX_AMOUNT_CENTIMES) return { ok: false, message: amountMessages.tooLarge };
  return { ok: true, centimes };
}

/** The amount as staff would type it back: "1000,50" (no grouping), for prefilled inputs. */
export function centimesToInput(centimes: number): string {
  const cents = centimes % 100;
  const units = Math.floor(centimes / 100);
  return cents === 0 ? String(units) : `${units},${String(cents).padStart(2, "0")}`;
}
