import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";

export interface LoadResult {
  tool: "wrk" | "autocannon";
  /** Answers received (any status). */
  requests: number;
  seconds: number;
  /** Answers outside 2xx/3xx, plus connection errors and timeouts. */
  failures: number;
}

export interface LoadOptions {
  /** Base URL, without a trailing slash. */
  url: string;
  /** Paths requested in turn on each connection. */
  paths: string[];
  seconds: number;
  connections: number;
  headers?: Record<string, string>;
}

/** wrk when installed (C, one thread: little CPU taken from the server), else autocannon. */
export const hasWrk = () => spawnSync("wrk", ["-v"], { stdio: "ignore" }).error === undefined;

async function runWrk(options: LoadOptions): Promise<LoadResult> {
  const dir = mkdtempSync(join(tmpdir(), "congres-wrk-"));
  const script = join(dir, "paths.lua");
  // Each request takes the next path, so one run covers pages and assets alike.
  writeFileSync(
    script,
    `local paths = { ${options.paths.map((path) => JSON.stringify(path)).join(", ")} }
local i = 0
request = function()
  i = i % #paths + 1
  return wrk.format("GET", paths[i])
end
`,
  );
  const headerArgs = Object.entries(options.headers ?? {}).flatMap(([name, value]) => [
    "-H",
    `${name}: ${value}`,
  ]);
  const args = [
    "-t1",
    `-c${options.connections}`,
    `-d${options.seconds}s`,
    "-s",
    script,
    ...headerArgs,
    `${options.url}/`,
  ];
  const output = await new Promise<string>((resolveOutput, reject) => {
    const child = spawn("wrk", args, { stdio: ["ignore", "pipe", "pipe"] });
    let text = "";
    child.stdout.on("data", (chunk) => {
      text += chunk;
    });
    child.stderr.on("data", (chunk) => {
      text += chunk;
    });
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolveOutput(text) : reject(new Error(`wrk failed: ${text}`)),
    );
  });
  rmSync(dir, { recursive: true, force: true });
  const done = /(\d+) requests in ([\d.]+)(ms|s|m)/.exec(output);
  if (!done) throw new Error(`unreadable wrk output: ${output}`);
  const unit = { ms: 0.001, s: 1, m: 60 }[done[3] as "ms" | "s" | "m"];
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    output,
  );
  const errors = socketErrors
    ? socketErrors.slice(1).reduce((sum, count) => sum + Number(count), 0)
    : 0;
  return {
    tool: "wrk",
    requests: Number(done[1]),
    seconds: Number(done[2]) * unit,
    failures: non2xx + errors,
  };
}

async function runAutocannon(options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers ?? {},
    requests: options.paths.map((path) => ({ method: "GET" as const, path })),
  });
  return {
    tool: "autocannon",
    requests: result.requests.total,
    seconds: result.duration,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** Keeps `connections` keep-alive connections busy for `seconds` on the given paths. */
export function runLoad(options: LoadOptions): Promise<LoadResult> {
  return hasWrk() ? runWrk(options) : runAutocannon(options);
}
