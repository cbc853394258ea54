import { bankImportMessages, type StatementFormat } from "@congres/shared";
import iconv from "iconv-lite";

/** A French refusal of the file itself: answered 422, nothing written. */
export class StatementError extends Error {}

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

const UTF8_BOM = [0xef, 0xbb, 0xbf];
const UTF16LE_BOM = [0xff, 0xfe];
const UTF16BE_BOM = [0xfe, 0xff];
const PDF = [0x25, 0x50, 0x44, 0x46]; // %PDF
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // .xlsx, .ods
const OLE = [0xd0, 0xcf, 0x11, 0xe0]; // .xls

// Control characters no text statement holds (tab, line feed and carriage return are allowed).
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them
const BINARY_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export type DecodedStatement = { text: string; encoding: StatementFormat["encoding"] };

/**
 * The statement's text. Moroccan banks export UTF-8 (with or without a byte order mark) or, from
 * older systems and Excel, Windows-1252; the two are told apart by trying UTF-8 strictly, since
 * accented Windows-1252 text is almost never valid UTF-8. Excel's "Unicode text" is UTF-16 with
 * its mark. Anything else — a PDF, a workbook, an image — is refused with what to do instead.
 */
export function decodeStatement(bytes: Uint8Array): DecodedStatement {
  if (bytes.length === 0) throw new StatementError(bankImportMessages.empty);
  if (startsWith(bytes, PDF)) throw new StatementError(bankImportMessages.pdf);
  if (startsWith(bytes, ZIP) || startsWith(bytes, OLE)) {
    throw new StatementError(bankImportMessages.spreadsheet);
  }
  const decoded = decode(bytes);
  const text = decoded.text.replace(/^\ufeff/, "");
  if (text.trim() === "") throw new StatementError(bankImportMessages.empty);
  if (BINARY_CHARACTER.test(text)) throw new StatementError(bankImportMessages.notCsv);
  return { text, encoding: decoded.encoding };
}

function decode(bytes: Uint8Array): DecodedStatement {
  if (startsWith(bytes, UTF16LE_BOM)) {
    return { text: new TextDecoder("utf-16le").decode(bytes), encoding: "UTF-16" };
  }
  if (startsWith(bytes, UTF16BE_BOM)) {
    return { text: new TextDecoder("utf-16be").decode(bytes), encoding: "UTF-16" };
  }
  const body = startsWith(bytes, UTF8_BOM) ? bytes.subarray(3) : bytes;
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(body), encoding: "UTF-8" };
  } catch {
    // Node's TextDecoder reads "windows-1252" as Latin-1 (€, œ, ’ lost): iconv-lite has the table.
    return { text: iconv.decode(bytes, "windows-1252"), encoding: "Windows-1252" };
  }
}
