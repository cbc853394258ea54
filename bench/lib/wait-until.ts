import { setTimeout as wait } from "node:timers/promises";

/** Waits (polling every 20 ms) until `done` holds, or throws past `timeoutMs`. */
export async function until(
  done: () => Promise<boolean> | boolean,
  timeoutMs: number,
  what: string,
) {
  const deadline = performance.now() + timeoutMs;
  while (!(await done())) {
    if (performance.now() > deadline) throw new Error(`${what}: not in ${timeoutMs} ms`);
    await wait(20);
  }
}
