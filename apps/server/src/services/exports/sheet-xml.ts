import { type CellKind, casablancaWallClock, type ExportColumn } from "./export-cells.ts";

/**
 * What XML escapes in a text (`&`, `<`, `>`, CR, which a parser would turn into LF), what XML 1.0
 * forbids even as a character reference (C0 controls but tab, LF and CR; U+FFFE, U+FFFF), and
 * a typed `_xHHHH_`, which Excel would read as the escape of a character.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them
const NEEDS_ESCAPE = /[&<>\r\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]|_x[0-9A-Fa-f]{4}_/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them
const ESCAPED = /[&<>\r\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]|_(?=x[0-9A-Fa-f]{4}_)/g;

const hex4 = (char: string) =>
  (char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0");

function escapeOne(char: string): string {
  switch (char) {
    case "&":
      return "&amp;";
    case "<":
      return "&lt;";
    case ">":
      return "&gt;";
    case "\r":
      return "&#13;";
    default:
      // A forbidden character, or the `_` of a typed `_x0041_`: SpreadsheetML's own escape
      // (ST_Xstring), which Excel decodes back into the character (`_x005F_` is `_`).
      return `_x${hex4(char)}_`;
  }
}

/**
 * A text as the content of a `<t>` element: escaped for XML and for Excel, whatever was typed.
 * Lone surrogates need nothing here: encoding the sheet as UTF-8 writes them as U+FFFD.
 */
export function xmlText(text: string): string {
  return NEEDS_ESCAPE.test(text) ? text.replace(ESCAPED, escapeOne) : text;
}

/** `A`, `B`, … `Z`, `AA`: the column's letters in a cell reference. */
export function columnLetters(index: number): string {
  let letters = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

const DAY_MS = 86_400_000;
/** Days from Excel's day 0 (1899-12-30 in the 1900 system, its leap-year bug included) to 1970. */
const UNIX_EPOCH_SERIAL = 25_569;

/** A spreadsheet's date: days since its epoch, the time of day as the fraction. */
export function excelSerial(wallClockMs: number): number {
  return wallClockMs / DAY_MS + UNIX_EPOCH_SERIAL;
}

/** Style ids (`s`) of the cells, indexes in styles.xml's `cellXfs` (workbook-parts.ts). */
export const STYLE = { header: 1, instant: 2, date: 3, centimes: 4 } as const;

const textCell = (ref: string, text: string) => {
  const escaped = xmlText(text);
  // Leading or trailing spaces (and line breaks) are kept only when the element says so.
  const edges = escaped.charCodeAt(0) <= 32 || escaped.charCodeAt(escaped.length - 1) <= 32;
  const t = edges ? '<t xml:space="preserve">' : "<t>";
  return `<c r="${ref}" t="inlineStr"><is>${t}${escaped}</t></is></c>`;
};

const numberCell = (ref: string, style: number | null, value: number) =>
  style === null
    ? `<c r="${ref}"><v>${value}</v></c>`
    : `<c r="${ref}" s="${style}"><v>${value}</v></c>`;

/**
 * One cell of the sheet, or nothing for an empty value: texts inline (no shared-strings table
 * to hold in memory), as typed — a typed string cell is never read as a formula, so it needs no
 * apostrophe (a CSV's cells do, export-cells.ts); numbers and dates typed, dates as serial numbers in
 * Casablanca's wall-clock time (a spreadsheet has no time zones) formatted by their style.
 */
export function cellXml(kind: CellKind, value: string | number | null, ref: string): string {
  if (value === null || value === "") return "";
  switch (kind) {
    case "instant":
      return numberCell(
        ref,
        STYLE.instant,
        excelSerial(casablancaWallClock(String(value)).getTime()),
      );
    case "date":
      return numberCell(ref, STYLE.date, excelSerial(Date.parse(`${value}T00:00:00Z`)));
    case "centimes":
      return numberCell(ref, STYLE.centimes, Number(value) / 100);
    case "integer":
      return numberCell(ref, null, Number(value));
    case "flag":
      return textCell(ref, Number(value) ? "Oui" : "Non");
    case "text":
      return textCell(ref, String(value));
  }
}

/** The header row: the columns' French names in bold. */
export function headerRowXml(columns: { header: string }[]): string {
  const cells = columns.map((column, i) => {
    const escaped = xmlText(column.header);
    return `<c r="${columnLetters(i)}1" t="inlineStr" s="${STYLE.header}"><is><t>${escaped}</t></is></c>`;
  });
  return `<row r="1">${cells.join("")}</row>`;
}

/**
 * Characters per piece of sheet XML. A longer string, flattened into bytes for the zip, would be
 * allocated in V8's large-object space, which only a full collection frees: page-sized pieces
 * (~500 KB) piled up there as 26 MB of garbage during a 100 000-row export.
 */
const PIECE_CHARS = 16_384;

/**
 * Builds the `<row>`s of `columns`, numbered on from row 2 (after the header), a page at a time,
 * in pieces of about `PIECE_CHARS` characters.
 */
export function rowWriter<Row>(columns: ExportColumn<Row>[]) {
  const letters = columns.map((_, i) => columnLetters(i));
  let number = 1;
  return function* (rows: Row[]): Generator<string> {
    let xml = "";
    for (const row of rows) {
      number++;
      xml += `<row r="${number}">`;
      for (let i = 0; i < columns.length; i++) {
        const column = columns[i] as ExportColumn<Row>;
        xml += cellXml(column.kind, column.value(row), `${letters[i]}${number}`);
      }
      xml += "</row>";
      if (xml.length >= PIECE_CHARS) {
        yield xml;
        xml = "";
      }
    }
    if (xml) yield xml;
  };
}
