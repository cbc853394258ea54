/**
 * The PDF thread (decision 0034): react-pdf lays out and writes every PDF here, off the server's
 * event loop. A batch of 500 badges takes about 20 s of CPU; on the main thread the server
 * answered nothing else meanwhile, public pages and registrations included.
 *
 * Started by pdf-thread.ts: `dist/pdf-worker.js` in the built server, this file (through tsx)
 * when the server runs from its sources.
 */
import { parentPort } from "node:worker_threads";
import type { PdfAnswer, PdfJob, PdfRequest } from "./pdf-jobs.ts";

if (!parentPort) throw new Error("pdf-worker.ts runs only as a worker thread (pdf-thread.ts)");
const port = parentPort;

async function render(job: PdfJob): Promise<Buffer> {
  if (job.kind === "book") {
    const { renderBookOfAbstracts } = await import("./book-document.tsx");
    return renderBookOfAbstracts(job.contents, job.titles);
  }
  const documents = await import("./pdf-documents.tsx");
  if (job.kind === "receipt") return documents.receiptPdf(job.receipt, job.edition);
  if (job.kind === "certificate") return documents.certificatePdf(job.delegate, job.edition);
  return documents.badgesPdf(job.delegates, job.layout, job.edition);
}

// One job at a time, in the order asked: each is CPU-bound, so running two at once would only
// interleave them.
let queue: Promise<void> = Promise.resolve();
port.on("message", ({ id, job }: PdfRequest) => {
  queue = queue.then(async () => {
    try {
      // A copy of exactly the PDF's bytes, whose memory moves to the server's thread.
      const bytes = new Uint8Array(await render(job));
      port.postMessage({ id, ok: true, bytes } satisfies PdfAnswer, [bytes.buffer]);
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      const answer: PdfAnswer = { id, ok: false, message: failure.message, stack: failure.stack };
      port.postMessage(answer);
    }
  });
});
