/**
 * Profiles the product under the write bench's load: starts it with `--cpu-prof`, sends the same
 * 256-connection POST load, stops it (the profile is written at exit) and prints where the CPU
 * went, per request.
 *
 * `node --import tsx bench/lib/profile-writes.ts [registration|contact] [seconds]`
 */
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { summarise } from "./cpu-profile-summary.ts";
import { runLoad } from "./http-load.ts";
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
  const headers = await csrfHeaders(server.url);
  const cpuBefore = cpuMs(server.pid);
  const load = await runLoad({
    url: server.url,
    path: WRITE_PATHS[endpoint],
    bodyTemplate: bodyTemplate(endpoint, `profile${Date.now()}`),
    headers,
    connections: 256,
    durationSeconds: seconds,
    timeoutSeconds: 10,
  });
  const cpu = cpuMs(server.pid) - cpuBefore;
  process.stdout.write(
    `${endpoint}: ${load.requestsPerSecond.toFixed(0)} req/s, ${(cpu / load.ok).toFixed(3)} CPU ms/req, p99 ${load.p99Ms.toFixed(0)} ms, ${load.notOk} not 2xx, ${load.timeouts} timeouts (${load.tool})\n`,
  );
  await server.stop();
  const file = readdirSync(profileDir).find((name) => name.endsWith(".cpuprofile"));
  if (!file) throw new Error(`no profile written in ${profileDir}`);
  process.stdout.write(`profile: ${join(profileDir, file)}\n`);
  const summary = summarise(JSON.parse(readFileSync(join(profileDir, file), "utf8")));
  const perRequest = (ms: number) => (ms / load.ok).toFixed(3).padStart(6);
  for (const [title, lines] of [
    ["module", summary.byModule],
    ["function", summary.byFunction],
  ] as const) {
    process.stdout.write(`\nby ${title} (ms/request: self | total)\n`);
    for (const line of lines.slice(0, 30)) {
      process.stdout.write(
        `${perRequest(line.selfMs)} | ${perRequest(line.totalMs)}  ${line.name}\n`,
      );
    }
  }
} finally {
  await server.stop();
}
