import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * One temporary folder for the whole test run, removed at its end: the tests' data folders,
 * SQLite files, mail folders and the PostgreSQL cluster are made under it (`os.tmpdir()` and
 * the test workers read TMPDIR), so that `npm test` leaves nothing behind in /tmp. Listed first
 * in vitest.config.ts: set before PostgreSQL starts, removed after it stops.
 */
export default function setup() {
  const previous = process.env.TMPDIR;
  const folder = mkdtempSync(join(tmpdir(), "congres-test-run-"));
  // Traversable by the `postgres` user that runs the embedded cluster as root (its own folder
  // inside stays private).
  chmodSync(folder, 0o755);
  process.env.TMPDIR = folder;
  return () => {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    rmSync(folder, { recursive: true, force: true });
  };
}
