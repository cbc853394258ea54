import { Worker } from "node:worker_threads";
import type { PdfAnswer, PdfJob } from "./pdf-jobs.ts";

/** An idle PDF thread ends after this long: an idle server holds no react-pdf (decision 0016). */
const IDLE_MS = 60_000;

/**
 * The built server starts `pdf-worker.js` beside its own files; from the sources (tests, `tsx`)
 * the thread first registers tsx, then loads `pdf-worker.ts`.
 */
function startWorker(): Worker {
  const fromSources = import.meta.url.endsWith(".ts");
  if (!fromSources) return new Worker(new URL("./pdf-worker.js", import.meta.url));
  const entry = new URL("./pdf-worker.ts", import.meta.url).href;
  const bootstrap = `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(bootstrap, { eval: true });
}

type Pending = { resolve: (pdf: Buffer) => void; reject: (error: Error) => void };

let worker: Worker | undefined;
let idleTimer: NodeJS.Timeout | undefined;
let nextId = 1;
const pending = new Map<number, Pending>();

function settle(answer: PdfAnswer) {
  const job = pending.get(answer.id);
  if (!job) return;
  pending.delete(answer.id);
  if (answer.ok) {
    job.resolve(Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.byteLength));
  } else {
    const error = new Error(`PDF : ${answer.message}`);
    if (answer.stack) error.stack = answer.stack;
    job.reject(error);
  }
  if (pending.size === 0) whenIdle();
}

/** No job left: the thread no longer keeps the process alive, and ends after IDLE_MS. */
function whenIdle() {
  worker?.unref();
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    const idle = worker;
    worker = undefined;
    void idle?.terminate();
  }, IDLE_MS).unref();
}

/** Every job waiting for an answer fails with `error`. */
function rejectPending(error: Error) {
  for (const job of pending.values()) job.reject(error);
  pending.clear();
}

/** The thread died (an uncaught error, out of memory): its jobs fail, the next job starts another. */
function failAll(thread: Worker, error: Error) {
  if (worker !== thread) return;
  worker = undefined;
  rejectPending(error);
}

function thread(): Worker {
  clearTimeout(idleTimer);
  if (!worker) {
    const started = startWorker();
    started.on("message", settle);
    started.on("error", (error) => failAll(started, error));
    started.on("exit", (code) =>
      failAll(started, new Error(`PDF : le fil de rendu s'est arrêté (code ${code}).`)),
    );
    worker = started;
  }
  worker.ref();
  return worker;
}

/**
 * Renders a PDF on the PDF thread (decision 0034): the server's event loop stays free for
 * other requests while react-pdf works. Jobs run one after the other, in the order asked.
 */
export function renderOnPdfThread(job: PdfJob): Promise<Buffer> {
  const id = nextId++;
  return new Promise<Buffer>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    thread().postMessage({ id, job });
  });
}

/** Ends the PDF thread now (tests; the server's exit ends it anyway); a later job starts a new one. */
export async function stopPdfThread(): Promise<void> {
  clearTimeout(idleTimer);
  const running = worker;
  worker = undefined;
  rejectPending(new Error("PDF : le serveur s'arrête."));
  await running?.terminate();
}
