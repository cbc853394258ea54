import { createHash } from "node:crypto";
import type { BankColumnMapping, SkippedStatementRow } from "@congres/shared";
import type { StatementTable } from "./statement-table.ts";
import { detectDecimalMark, parseStatementAmount, parseStatementDate } from "./statement-values.ts";

/** A credit of the statement, ready to be matched. */
export type StatementLine = {
  line: number;
  date: string;
  amount_centimes: number;
  label: string;
  payer: string;
  /** Date, amount and label: the same operation read again has the same checksum. */
  checksum: string;
};

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * What identifies an operation across imports. Whitespace is collapsed, so that the same
 * statement exported again (another encoding, another separator, re-saved by Excel) matches.
 */
export function lineChecksum(date: string, amountCentimes: number, label: string): string {
  return createHash("sha256")
    .update(`${date}|${amountCentimes}|${oneLine(label)}`)
    .digest("hex");
}

type ColumnIndexes = { date: number; amount: number; label: number; payer: number | null };

function indexesOf(columns: string[], mapping: BankColumnMapping): ColumnIndexes | null {
  const date = columns.indexOf(mapping.date);
  const amount = columns.indexOf(mapping.amount);
  const label = columns.indexOf(mapping.label);
  const payer = mapping.payer === null ? null : columns.indexOf(mapping.payer);
  if (date < 0 || amount < 0 || label < 0 || payer === -1) return null;
  return { date, amount, label, payer };
}

/** The mapping's columns exist in this statement. */
export const mappingFits = (columns: string[], mapping: BankColumnMapping) =>
  indexesOf(columns, mapping) !== null;

/**
 * The statement's credits under the chosen columns. Debits, empty amounts and rows whose date
 * cannot be read (totals, balances) are listed as skipped with the reason, never guessed.
 */
export function statementLines(
  table: StatementTable,
  mapping: BankColumnMapping,
): { lines: StatementLine[]; skipped: SkippedStatementRow[] } {
  const indexes = indexesOf(table.columns, mapping);
  if (!indexes) throw new RangeError("the mapping names a column the statement does not have");
  const decimalMark = detectDecimalMark(table.rows.map(({ cells }) => cells[indexes.amount] ?? ""));
  const lines: StatementLine[] = [];
  const skipped: SkippedStatementRow[] = [];
  for (const { line, cells } of table.rows) {
    const dateCell = cells[indexes.date] ?? "";
    const amountCell = cells[indexes.amount] ?? "";
    const date = parseStatementDate(dateCell);
    const amount = parseStatementAmount(amountCell, decimalMark);
    const reason =
      dateCell === ""
        ? "Pas de date"
        : date === null
          ? `Date illisible : « ${dateCell} »`
          : amountCell === ""
            ? "Pas de montant au crédit"
            : amount === null
              ? `Montant illisible : « ${amountCell} »`
              : amount <= 0
                ? "Débit ou montant nul"
                : null;
    if (reason !== null || date === null || amount === null) {
      skipped.push({ line, reason: reason ?? "" });
      continue;
    }
    const label = oneLine(cells[indexes.label] ?? "");
    lines.push({
      line,
      date,
      amount_centimes: amount,
      label,
      payer: indexes.payer === null ? "" : oneLine(cells[indexes.payer] ?? ""),
      checksum: lineChecksum(date, amount, label),
    });
  }
  return { lines, skipped };
}

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

const GUESSES: { key: keyof BankColumnMapping; pattern: RegExp; avoid?: RegExp }[] = [
  { key: "date", pattern: /date|^jour/, avoid: /valeur|value/ },
  { key: "date", pattern: /date/ },
  { key: "amount", pattern: /credit/ },
  { key: "amount", pattern: /montant|amount|somme/ },
  { key: "label", pattern: /libelle|motif|description|designation|reference|operation|label/ },
  { key: "payer", pattern: /donneur|emetteur|ordonnateur|tireur|payeur|beneficiaire|nom|payer/ },
];

/** A first guess from the column names (`Date opération`, `Crédit`, `Libellé`…), or null. */
export function guessMapping(columns: string[]): BankColumnMapping | null {
  const found: Partial<Record<keyof BankColumnMapping, string>> = {};
  for (const { key, pattern, avoid } of GUESSES) {
    if (found[key] !== undefined) continue;
    const taken = new Set(Object.values(found));
    const column = columns.find(
      (name) => !taken.has(name) && pattern.test(fold(name)) && !avoid?.test(fold(name)),
    );
    if (column !== undefined) found[key] = column;
  }
  if (!found.date || !found.amount || !found.label) return null;
  return { date: found.date, amount: found.amount, label: found.label, payer: found.payer ?? null };
}
