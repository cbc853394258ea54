import { PDFParse } from "pdf-parse";
import { expect } from "vitest";

/**
 * The text of a PDF as a reader's copy-paste gives it, pages joined, with every kind of space
 * (no-break ones included) made a plain space: what the tests look for in receipts and badges.
 */
export async function pdfText(pdf: Buffer | Uint8Array): Promise<{ text: string; pages: number }> {
  expect(Buffer.from(pdf.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const result = await parser.getText();
    return { text: result.text.replace(/[\s\u00a0\u202f]+/g, " "), pages: result.total };
  } finally {
    await parser.destroy();
  }
}
