import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

type Collect = (options: { type: "minor"; execution: "sync" }) => void;

/**
 * V8's collector, asked for its young generation only (≈ 1 ms): a streamed archive calls it after
 * each entry (decision 0074). Every socket read of PostgreSQL's COPY, and every file read, is a new
 * buffer outside V8's heap; they die young, but V8 frees them only when a collection runs, and
 * JavaScript allocates too little while bytes stream for one to come before ~64 MB of them wait
 * (the server's RSS grew by 57 MB for a ZIP of 100 posters from PostgreSQL; +20 with this).
 * The collector is reached by the `--expose-gc` flag set at run time (`v8.setFlagsFromString`,
 * which Node documents as allowed but to use with care: it may do nothing) and read in a new
 * context, so the server's own global gets no `gc`; where that gives nothing, collecting is left
 * to V8 as before.
 */
function youngCollector(): Collect | undefined {
  setFlagsFromString("--expose-gc");
  const collect: unknown = runInNewContext("typeof gc === 'function' ? gc : undefined");
  return typeof collect === "function" ? (collect as Collect) : undefined;
}

let collector: Collect | undefined | null = null;

/** Frees the young buffers no longer referenced, now, if the runtime lets us. */
export function collectYoungGarbage(): void {
  if (collector === null) collector = youngCollector();
  collector?.({ type: "minor", execution: "sync" });
}
