import type { Piscina } from "piscina";
import type { PdfJob } from "./pdf-jobs.ts";

/** An idle PDF thread ends after this long: an idle server holds no react-pdf (decision 0016). */
const IDLE_MS = 60_000;

/**
 * The built server loads `pdf-worker.js` beside its own files; from the sources (tests, `tsx`)
 * `pdf-worker-sources.mjs` registers tsx in the thread, then loads `pdf-worker.ts`.
 */
const WORKER = import.meta.url.endsWith(".ts")
  ? new URL("./pdf-worker-sources.mjs", import.meta.url).href
  : new URL("./pdf-worker.js", import.meta.url).href;

let pool: Promise<Piscina<PdfJob, Uint8Array>> | undefined;
/** Pools being shut down: their jobs fail with the reason, not piscina's own words. */
const stopping = new WeakSet<Piscina>();

/**
 * One thread at most, started with the first job (none at start, nor piscina itself: #36 item 14)
 * and ended after IDLE_MS without one; piscina unrefs it while idle, so it never keeps the process alive. Jobs wait in piscina's
 * queue and run one after the other, in the order asked: each is CPU-bound, two at once would only
 * interleave. Tasks go by message (`atomics: "disabled"`): a job is ~10 ms to 20 s of rendering,
 * and an idle thread then never blocks in `Atomics.wait` with react-pdf's timers pending.
 */
function threadPool(): Promise<Piscina<PdfJob, Uint8Array>> {
  pool ??= import("piscina").then(
    ({ Piscina }) =>
      new Piscina<PdfJob, Uint8Array>({
        filename: WORKER,
        minThreads: 0,
        maxThreads: 1,
        concurrentTasksPerWorker: 1,
        idleTimeout: IDLE_MS,
        atomics: "disabled",
      }),
  );
  return pool;
}

/**
 * Renders a PDF on the PDF thread (decisions 0034, 0042): the server's event loop stays free for
 * other requests while react-pdf works. A render that throws fails its job only; a thread that
 * dies (an uncaught error, out of memory) fails the job it ran, and piscina starts another for
 * the next ones.
 */
export async function renderOnPdfThread(job: PdfJob): Promise<Buffer> {
  // Jobs asked together wait on the same pool in the order asked, so they keep that order.
  const used = await threadPool();
  try {
    const bytes = await used.run(job);
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  } catch (error) {
    const reason = stopping.has(used)
      ? "le serveur s'arrête."
      : error instanceof Error
        ? error.message
        : String(error);
    throw new Error(`PDF : ${reason}`, { cause: error });
  }
}

/** Ends the PDF thread now (tests; the server's exit ends it anyway); a later job starts a new one. */
export async function stopPdfThread(): Promise<void> {
  const running = pool;
  pool = undefined;
  if (!running) return;
  const stopped = await running;
  stopping.add(stopped);
  await stopped.destroy();
}
