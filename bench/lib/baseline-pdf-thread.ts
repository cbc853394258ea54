import { Worker } from "node:worker_threads";
import type { PdfJob } from "../../apps/server/src/services/pdf/pdf-jobs.ts";

/**
 * The PDF thread's pool before decision 0042 (`pdf/pdf-thread.ts` up to commit 043172a): one
 * `worker_threads` Worker, a map of pending jobs by id, a message loop in the thread
 * (baseline-pdf-worker.ts). Kept for the baseline of `npm run bench -- --only libraries`.
 */

export type BaselineRequest = { id: number; job: PdfJob };
export type BaselineAnswer =
  | { id: number; ok: true; bytes: Uint8Array }
  | { id: number; ok: false; message: string };

type Pending = { resolve: (pdf: Buffer) => void; reject: (error: Error) => void };

function startWorker(): Worker {
  const entry = new URL("./baseline-pdf-worker.ts", import.meta.url).href;
  const bootstrap = `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(bootstrap, { eval: true });
}

let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<number, Pending>();

function settle(answer: BaselineAnswer) {
  const job = pending.get(answer.id);
  if (!job) return;
  pending.delete(answer.id);
  if (answer.ok) {
    job.resolve(Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.byteLength));
  } else {
    job.reject(new Error(`PDF : ${answer.message}`));
  }
  if (pending.size === 0) worker?.unref();
}

function failAll(thread: Worker, error: Error) {
  if (worker !== thread) return;
  worker = undefined;
  for (const job of pending.values()) job.reject(error);
  pending.clear();
}

function thread(): Worker {
  if (!worker) {
    const started = startWorker();
    started.on("message", settle);
    started.on("error", (error) => failAll(started, error));
    started.on("exit", (code) => failAll(started, new Error(`PDF thread exited (${code})`)));
    worker = started;
  }
  worker.ref();
  return worker;
}

export function renderOnBaselineThread(job: PdfJob): Promise<Buffer> {
  const id = nextId++;
  return new Promise<Buffer>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    thread().postMessage({ id, job });
  });
}

export async function stopBaselineThread(): Promise<void> {
  const running = worker;
  worker = undefined;
  await running?.terminate();
}
