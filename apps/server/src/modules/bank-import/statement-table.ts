import { bankImportMessages, type StatementFormat } from "@congres/shared";
import { CsvError, parse } from "csv-parse/sync";
import { decodeStatement, StatementError } from "./statement-decoding.ts";
import { parseStatementAmount, parseStatementDate } from "./statement-values.ts";

/** The reader's refusal, for callers that load the reader with `import()` (bank-import-routes). */
export { StatementError };

/** A statement as a table: the bank's column names and its rows, each with its line number. */
export type StatementTable = {
  format: StatementFormat;
  columns: string[];
  rows: { line: number; cells: string[] }[];
};

const SEPARATORS = [";", ",", "\t"] as const satisfies readonly StatementFormat["separator"][];
// Enough lines to get past a bank's preamble (account, period, balance) into the operations.
const SAMPLE_LINES = 80;
const MIN_COLUMNS = 3;

type Record_ = { line: number; cells: string[] };

function parseRecords(text: string, separator: string): Record_[] {
  const parsed = parse(text, {
    delimiter: separator,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    info: true,
  }) as unknown as { record: string[]; info: { lines: number } }[];
  // Trimmed here rather than by csv-parse's `trim`, which costs a third of the parse.
  return parsed.map(({ record, info }) => ({
    line: info.lines,
    cells: record.map((cell) => cell.trim()),
  }));
}

/** Rows of the sample that have the most common width (of at least three columns). */
function widthScore(records: Record_[]): { width: number; score: number } {
  const counts = new Map<number, number>();
  for (const { cells } of records) {
    if (cells.length >= MIN_COLUMNS) counts.set(cells.length, (counts.get(cells.length) ?? 0) + 1);
  }
  let best = { width: 0, score: 0 };
  for (const [width, score] of counts) if (score > best.score) best = { width, score };
  return best;
}

/**
 * The separator that splits the sample into the most rows of one width. Ties go to the semicolon,
 * which French-locale exports use precisely because the comma is their decimal mark.
 */
function detectSeparator(text: string): StatementFormat["separator"] {
  const sample = text.split(/\r?\n/, SAMPLE_LINES).join("\n");
  let best: { separator: StatementFormat["separator"]; score: number } | undefined;
  for (const separator of SEPARATORS) {
    let score = 0;
    try {
      score = widthScore(parseRecords(sample, separator)).score;
    } catch {
      // A sample this separator cannot read at all is simply not its format.
    }
    if (score > (best?.score ?? 0)) best = { separator, score };
  }
  if (!best) throw new StatementError(bankImportMessages.notCsv);
  return best.separator;
}

const filled = (cells: string[]) => cells.filter((cell) => cell !== "").length;

const isAmount = (cell: string) =>
  parseStatementAmount(cell, ",") !== null || parseStatementAmount(cell, ".") !== null;

/** A row that reads as an operation: a date and an amount somewhere in it. */
const isOperation = (cells: string[]) =>
  cells.some((cell) => parseStatementDate(cell) !== null) && cells.some(isAmount);

/**
 * The header is the last row of at least three filled cells above the first operation: the lines
 * before it are the bank's preamble (account number, period, opening balance).
 */
function findHeader(records: Record_[]): number {
  const firstOperation = records.findIndex(({ cells }) => isOperation(cells));
  const end = firstOperation === -1 ? records.length : firstOperation;
  for (let index = end - 1; index >= 0; index--) {
    const cells = records[index]?.cells ?? [];
    if (filled(cells) >= MIN_COLUMNS && !isOperation(cells)) return index;
  }
  return firstOperation === -1
    ? records.findIndex(({ cells }) => filled(cells) >= MIN_COLUMNS)
    : -1;
}

/** Blank or repeated names get a name of their own, so that each column can be chosen. */
function columnNames(header: string[], width: number): string[] {
  const names: string[] = [];
  for (let index = 0; index < width; index++) {
    const base = header[index]?.trim() || `Colonne ${index + 1}`;
    let name = base;
    for (let n = 2; names.includes(name); n++) name = `${base} (${n})`;
    names.push(name);
  }
  return names;
}

/** Decodes, finds the separator and the header, and reads every row with csv-parse. */
export function readStatementTable(bytes: Uint8Array): StatementTable {
  const { text, encoding } = decodeStatement(bytes);
  const separator = detectSeparator(text);
  let records: Record_[];
  try {
    records = parseRecords(text, separator);
  } catch (error) {
    if (error instanceof CsvError) throw new StatementError(bankImportMessages.unreadable);
    throw error;
  }
  const headerIndex = findHeader(records);
  if (headerIndex === -1 && !records.some(({ cells }) => isOperation(cells))) {
    throw new StatementError(bankImportMessages.noColumns);
  }
  const header = headerIndex === -1 ? undefined : records[headerIndex];
  const body = records.slice(headerIndex + 1);
  const width = Math.max(header?.cells.length ?? 0, widthScore(body).width);
  if (width < MIN_COLUMNS) throw new StatementError(bankImportMessages.noColumns);
  return {
    format: { encoding, separator, header_line: header?.line ?? 0 },
    columns: columnNames(header?.cells ?? [], width),
    rows: body.filter(({ cells }) => filled(cells) > 0),
  };
}
