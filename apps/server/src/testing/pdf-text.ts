import { PDFParse } from "pdf-parse";
import { expect } from "vitest";

/** Every kind of space (no-break ones included) as a plain space. */
const SPACES = /[\s\u00a0\u202f]+/g;

async function parsed(pdf: Buffer | Uint8Array) {
  expect(Buffer.from(pdf.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return await parser.getText();
  } finally {
    await parser.destroy();
  }
}

/**
 * The text of a PDF as a reader's copy-paste gives it, pages joined, with every kind of space
 * made a plain space: what the tests look for in receipts and badges.
 */
export async function pdfText(pdf: Buffer | Uint8Array): Promise<{ text: string; pages: number }> {
  const result = await parsed(pdf);
  return { text: result.text.replace(SPACES, " "), pages: result.total };
}

/** The PDF's printed lines, top to bottom, spaces as in `pdfText` (a name split across two lines shows). */
export async function pdfLines(pdf: Buffer | Uint8Array): Promise<string[]> {
  const result = await parsed(pdf);
  return result.text
    .split("\n")
    .map((line) => line.replace(SPACES, " ").trim())
    .filter((line) => line !== "");
}

/** Whether a PDF's text holds a glyph its font lacks: it copies as U+0000 (.notdef) or U+FFFD. */
export const hasMissingGlyph = (text: string) => text.includes("\u0000") || text.includes("\ufffd");
