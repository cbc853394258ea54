import { PDFParse } from "pdf-parse";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
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

/** A line of one text box as the PDF draws it: its text, where it starts, its width (points). */
export type PdfTextRun = { text: string; page: number; x: number; y: number; width: number };

/**
 * Every drawn line of text with its place, read with pdf.js (which pdf-parse runs on): lines of
 * parallel columns stay apart, where `pdfLines` joins those at the same height.
 */
export async function pdfTextRuns(pdf: Buffer | Uint8Array): Promise<PdfTextRun[]> {
  const document = await getDocument({ data: new Uint8Array(pdf) }).promise;
  try {
    const runs: PdfTextRun[] = [];
    for (let page = 1; page <= document.numPages; page += 1) {
      const content = await (await document.getPage(page)).getTextContent();
      for (const item of content.items) {
        if (!("str" in item) || item.str.trim() === "") continue;
        const [, , , , x, y] = item.transform as number[];
        runs.push({
          text: item.str.replace(SPACES, " "),
          page,
          x: x ?? 0,
          y: y ?? 0,
          width: item.width,
        });
      }
    }
    return runs;
  } finally {
    await document.destroy();
  }
}

/** Whether a PDF's text holds a glyph its font lacks: it copies as U+0000 (.notdef) or U+FFFD. */
export const hasMissingGlyph = (text: string) => text.includes("\u0000") || text.includes("\ufffd");
