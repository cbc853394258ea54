// Well under every engine's limit on bound parameters (SQLite's 32 766, PostgreSQL's 65 535).
const CHUNK = 500;

/** `values` in slices small enough for one `where … in (…)` each. */
export function chunks<T>(values: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < values.length; at += CHUNK) out.push(values.slice(at, at + CHUNK));
  return out;
}
