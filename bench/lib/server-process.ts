import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../../apps/server/src/testing/free-port.ts";

export interface RunningServer {
  child: ChildProcess;
  pid: number;
  port: number;
  url: string;
  dataDir: string;
  /** Milliseconds from spawn to the first 200 of `readyPath`. */
  startMs: number;
  stop: () => Promise<void>;
}

/** The product's production server (built by `npm run build`), relative to the repository root. */
export const PRODUCT_SERVER_COMMAND = ["node", "apps/server/dist/main.js"];

/**
 * Spawns a server and waits for the first 200 on `readyPath`. The product gets a fresh SQLite
 * database in a temporary DATA_DIR unless `env` says otherwise.
 */
export async function startServer(options: {
  root: string;
  command?: string[];
  env?: Record<string, string>;
  readyPath?: string;
  timeoutMs?: number;
}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "congres-bench-"));
  const [program, ...args] = options.command ?? PRODUCT_SERVER_COMMAND;
  const started = performance.now();
  const child = spawn(program as string, args, {
    cwd: options.root,
    stdio: ["ignore", "ignore", "pipe"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SMTP_URL: "",
      LOG_LEVEL: "warn",
      ADMIN_EMAIL: "bench@congres.local",
      ADMIN_PASSWORD: "bench-password-123",
      ...options.env,
    },
  });
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = started + (options.timeoutMs ?? 30_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${stderr}`);
    if (performance.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server not ready in time: ${stderr}`);
    }
    try {
      const response = await fetch(`${url}${options.readyPath ?? "/api/health"}`);
      if (response.status === 200) break;
    } catch {}
    await new Promise((wake) => setTimeout(wake, 10));
  }
  const startMs = performance.now() - started;
  return {
    child,
    pid: child.pid as number,
    port,
    url,
    dataDir,
    startMs,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((done) => child.once("exit", done));
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((wake) => setTimeout(wake, 5000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
    },
  };
}

/** Resident memory of a process in MB, from /proc (Linux). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

/**
 * The resident memory of a server process in MB, from /proc (Linux): all of it (VmRSS) and its
 * anonymous part (RssAnon: heaps and stacks, without the mapped node binary and libraries). Throws
 * when the process is not the server or a figure is missing: a 0 would read as a success.
 */
export function serverMemoryMb(pid: number, command: string): { rss: number; anon: number } {
  const cmdline = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ");
  if (!cmdline.includes(command)) {
    throw new Error(`process ${pid} is "${cmdline}", not the server (${command})`);
  }
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const field = (name: string) => {
    const kb = Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1]);
    if (!(kb > 0)) throw new Error(`no ${name} in /proc/${pid}/status`);
    return kb / 1024;
  };
  return { rss: field("VmRSS"), anon: field("RssAnon") };
}

/** CPU time (user + system) a process has used so far, in milliseconds, from /proc (Linux). */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // Fields after the command name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
}
