/**
 * The PDF thread (decisions 0034, 0042): react-pdf lays out and writes every PDF here, off the
 * server's event loop. A batch of 500 badges takes about 20 s of CPU; on the main thread the
 * server answered nothing else meanwhile, public pages and registrations included.
 *
 * Run by piscina for pdf-thread.ts: `dist/pdf-worker.js` in the built server, this file (through
 * `pdf-worker-sources.mjs`, which registers tsx) when the server runs from its sources.
 */
import { Piscina } from "piscina";
import { registerFonts } from "./pdf-fonts.ts";
import type { PdfJob } from "./pdf-jobs.ts";

async function render(job: PdfJob): Promise<Buffer> {
  // Every job starts from freshly read fonts: see registerFonts.
  const { Font } = await import("@react-pdf/renderer");
  registerFonts(Font);
  if (job.kind === "book") {
    const { renderBookOfAbstracts } = await import("./book-document.tsx");
    return renderBookOfAbstracts(job.contents, job.titles);
  }
  if (job.kind === "programme") {
    const { renderProgrammePdf } = await import("./programme-document.tsx");
    return renderProgrammePdf(job.programme);
  }
  const { documentPdf } = await import("./pdf-documents.tsx");
  return documentPdf(job);
}

/** A copy of exactly the PDF's bytes, whose memory moves to the server's thread (not copied again). */
export default async function renderPdf(job: PdfJob) {
  return Piscina.move(new Uint8Array(await render(job)));
}
