/**
 * A fixed-concurrency POST load: `wrk` with a Lua script when it is installed (a C client, so the
 * load generator takes little of the two cores), else autocannon in this process. Every request
 * gets its own body: `__N__` in the template becomes a number unique to the run, so each
 * registration has its own e-mail address, as real traffic would.
 */
import { execFile, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import autocannon from "autocannon";

export type LoadOptions = {
  url: string;
  path: string;
  /** The JSON body; `__N__` is replaced by a number unique to each request. */
  bodyTemplate: string;
  headers: Record<string, string>;
  /**
   * Visitors behind the proxy: each request's `X-Forwarded-For` is one of this many addresses in
   * 10.0.0.0/8, in turn (the server must trust the proxy: TRUST_PROXY). Without it, one address.
   */
  clientAddresses?: number;
  connections: number;
  durationSeconds: number;
  timeoutSeconds: number;
};

export type LoadResult = {
  tool: "wrk" | "autocannon";
  /** Answers with a 2xx status. */
  ok: number;
  /** Answers with any other status. */
  notOk: number;
  timeouts: number;
  /** Connection, read and write errors. */
  errors: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  durationSeconds: number;
};

export const placeholder = "__N__";

const hasWrk = () => spawnSync("wrk", ["--version"], { encoding: "utf8" }).error === undefined;

/** Lua long strings need a level of `=` that the text itself does not contain. */
function luaLongString(text: string): string {
  let level = "";
  while (text.includes(`]${level}]`)) level += "=";
  return `[${level}[${text}]${level}]`;
}

function wrkScript(options: LoadOptions): string {
  const headers = Object.entries({ "Content-Type": "application/json", ...options.headers })
    .map(([name, value]) => `  [ ${luaLongString(name)} ] = ${luaLongString(value)},`)
    .join("\n");
  return `
local template = ${luaLongString(options.bodyTemplate)}
local headers = {
${headers}
}
local path = ${luaLongString(options.path)}
local next_thread = 0
function setup(thread)
  thread:set("thread_id", next_thread)
  next_thread = next_thread + 1
end
local counter = 0
local client_addresses = ${options.clientAddresses ?? 0}
function request()
  counter = counter + 1
  local body = template:gsub("${placeholder}", thread_id .. "0" .. counter)
  if client_addresses > 0 then
    local n = (thread_id * 7919 + counter) % client_addresses
    headers["X-Forwarded-For"] = string.format("10.%d.%d.%d", math.floor(n / 65536) % 256, math.floor(n / 256) % 256, n % 256)
  end
  return wrk.format("POST", path, headers, body)
end
function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'WRK_RESULT {"requests":%d,"duration_us":%d,"status":%d,"timeout":%d,"connect":%d,"read":%d,"write":%d,"p50_us":%d,"p99_us":%d}\\n',
    summary.requests, summary.duration, e.status, e.timeout, e.connect, e.read, e.write,
    latency:percentile(50), latency:percentile(99)))
end
`;
}

async function runWrk(options: LoadOptions): Promise<LoadResult> {
  const folder = mkdtempSync(join(tmpdir(), "congres-wrk-"));
  const script = join(folder, "post.lua");
  writeFileSync(script, wrkScript(options));
  try {
    // Asynchronous, so that this process keeps reading the servers' output meanwhile.
    const run = await promisify(execFile)(
      "wrk",
      [
        "--threads",
        "2",
        "--connections",
        String(options.connections),
        "--duration",
        `${options.durationSeconds}s`,
        "--timeout",
        `${options.timeoutSeconds}s`,
        "--script",
        script,
        `${options.url}${options.path}`,
      ],
      { timeout: (options.durationSeconds + options.timeoutSeconds + 30) * 1000 },
    );
    const line = /WRK_RESULT (\{.*\})/.exec(run.stdout)?.[1];
    if (!line) throw new Error(`wrk gave no result: ${run.stderr || run.stdout}`);
    const raw = JSON.parse(line) as Record<string, number>;
    const value = (key: string) => raw[key] ?? 0;
    const seconds = value("duration_us") / 1e6;
    const notOk = value("status");
    return {
      tool: "wrk",
      ok: value("requests") - notOk,
      notOk,
      timeouts: value("timeout"),
      errors: value("connect") + value("read") + value("write"),
      requestsPerSecond: (value("requests") - notOk) / seconds,
      p50Ms: value("p50_us") / 1000,
      p99Ms: value("p99_us") / 1000,
      durationSeconds: seconds,
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

async function runAutocannon(options: LoadOptions): Promise<LoadResult> {
  let counter = 0;
  const result = await autocannon({
    url: `${options.url}${options.path}`,
    connections: options.connections,
    duration: options.durationSeconds,
    timeout: options.timeoutSeconds,
    method: "POST",
    headers: { "content-type": "application/json", ...options.headers },
    requests: [
      {
        setupRequest: (request) => {
          counter += 1;
          const body = options.bodyTemplate.replaceAll(placeholder, `${counter}`);
          if (!options.clientAddresses) return { ...request, body };
          const n = counter % options.clientAddresses;
          const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
          return { ...request, body, headers: { ...request.headers, "x-forwarded-for": address } };
        },
      },
    ],
  });
  return {
    tool: "autocannon",
    ok: result["2xx"],
    notOk: result.non2xx,
    timeouts: result.timeouts,
    errors: result.errors - result.timeouts,
    requestsPerSecond: result["2xx"] / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    durationSeconds: result.duration,
  };
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  return hasWrk() ? runWrk(options) : runAutocannon(options);
}
