import { readFile } from "node:fs/promises";
import type { Download } from "@playwright/test";
import { PDFParse } from "pdf-parse";

/** A downloaded PDF's text, every kind of space made plain (as a reader's copy-paste gives it). */
export async function downloadedPdfText(download: Download): Promise<string> {
  const path = await download.path();
  const parser = new PDFParse({ data: new Uint8Array(await readFile(path)) });
  try {
    return (await parser.getText()).text.replace(/[\s\u00a0\u202f]+/g, " ");
  } finally {
    await parser.destroy();
  }
}
