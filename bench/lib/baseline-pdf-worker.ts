/**
 * The PDF thread's message loop before decision 0042 (`pdf/pdf-worker.ts` up to commit 043172a),
 * around today's render, for the baseline of `npm run bench -- --only libraries`.
 */
import { parentPort } from "node:worker_threads";
import { Piscina } from "piscina";
import renderPdf from "../../apps/server/src/services/pdf/pdf-worker.ts";
import type { BaselineAnswer, BaselineRequest } from "./baseline-pdf-thread.ts";

if (!parentPort) throw new Error("baseline-pdf-worker.ts runs only as a worker thread");
const port = parentPort;

let queue: Promise<void> = Promise.resolve();
port.on("message", ({ id, job }: BaselineRequest) => {
  queue = queue.then(async () => {
    try {
      // Today's render hands its bytes to piscina to move; piscina's public symbol unwraps them.
      const moved = (await renderPdf(job)) as unknown as Record<symbol, Uint8Array>;
      const bytes = moved[Piscina.valueSymbol] as Uint8Array<ArrayBuffer>;
      port.postMessage({ id, ok: true, bytes } satisfies BaselineAnswer, [bytes.buffer]);
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      const answer: BaselineAnswer = { id, ok: false, message: failure.message };
      port.postMessage(answer);
    }
  });
});
