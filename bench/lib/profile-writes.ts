/**
 * Profiles the product under the write bench's load: starts it with `--cpu-prof`, warms it up,
 * sends the same 256-connection POST load, stops it (the profile is written at exit) and prints
 * where the CPU went during the measured load only, per request.
 *
 * `node --import tsx bench/lib/profile-writes.ts [registration|contact] [seconds]`
 */
import { mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { type Profile, summarise } from "./cpu-profile-summary.ts";
import { type LoadOptions, runLoad } from "./http-load.ts";
import { cpuMs } from "./server-process.ts";
import {
  bodyTemplate,
  csrfHeaders,
  startProduct,
  WRITE_PATHS,
  type WriteEndpoint,
} from "./write-targets.ts";

const endpoint = (process.argv[2] ?? "registration") as WriteEndpoint;
const seconds = Number(process.argv[3] ?? 15);
const root = resolve(import.meta.dirname, "../..");
const profileDir = mkdtempSync(join(tmpdir(), "congres-profile-"));
const server = await startProduct(root, {
  nodeFlags: ["--cpu-prof", `--cpu-prof-dir=${profileDir}`],
});
try {
  const load = async (label: string, durationSeconds: number) => {
    const options: LoadOptions = {
      url: server.url,
      path: WRITE_PATHS[endpoint],
      bodyTemplate: bodyTemplate(endpoint, `${label}${Date.now()}`),
      headers: await csrfHeaders(server.url),
      connections: 256,
      durationSeconds,
      timeoutSeconds: 10,
    };
    return runLoad(options);
  };
  await load("warmup", 3);
  const cpuBefore = cpuMs(server.pid);
  const startedAt = performance.now();
  const measured = await load("profile", seconds);
  const endedAt = performance.now();
  const cpu = cpuMs(server.pid) - cpuBefore;
  process.stdout.write(
    `${endpoint}: ${measured.requestsPerSecond.toFixed(0)} req/s, ${(cpu / measured.ok).toFixed(3)} CPU ms/req, p99 ${measured.p99Ms.toFixed(0)} ms, ${measured.notOk} not 2xx, ${measured.timeouts} timeouts (${measured.tool})\n`,
  );
  const stoppedAt = performance.now();
  await server.stop();
  // One profile per thread; the main thread's is the largest.
  const [file] = readdirSync(profileDir)
    .filter((name) => name.endsWith(".cpuprofile"))
    .map((name) => join(profileDir, name))
    .sort((a, b) => statSync(b).size - statSync(a).size);
  if (!file) throw new Error(`no profile written in ${profileDir}`);
  process.stdout.write(`profile: ${file}\n`);
  const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
  const summary = summarise(profile, {
    fromMsBeforeEnd: stoppedAt - startedAt,
    toMsBeforeEnd: stoppedAt - endedAt,
  });
  const perRequest = (ms: number) => (ms / measured.ok).toFixed(3).padStart(6);
  const tables = [
    ["module", summary.byModule],
    ["function", summary.byFunction],
  ] as const;
  for (const [title, lines] of tables) {
    process.stdout.write(`\nby ${title} (wall ms/request during the load: self | total)\n`);
    for (const line of lines.slice(0, 30)) {
      process.stdout.write(
        `${perRequest(line.selfMs)} | ${perRequest(line.totalMs)}  ${line.name}\n`,
      );
    }
  }
} finally {
  await server.stop();
}
