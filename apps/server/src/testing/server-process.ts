import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const SERVER_DIR = fileURLToPath(new URL("../../", import.meta.url));

export type LogEntry = { level: number; msg: string };

/** A one-page built site in `folder/site`, enough for the server to start; answers its path. */
export function onePageSite(folder: string): string {
  const webRoot = join(folder, "site");
  mkdirSync(webRoot, { recursive: true });
  writeFileSync(join(webRoot, "index.html"), "<!doctype html><title>Site</title>");
  return webRoot;
}

/**
 * `src/main.ts` in a process of its own, as `npm start` runs it, on a random port of 127.0.0.1,
 * SQLite, no SMTP and the edition's own facts unless `env` says otherwise (set even when empty:
 * the repository's .env never overrides the environment); `onLog` hears each line it logs.
 */
export function spawnServer(
  env: Record<string, string>,
  onLog: (entry: LogEntry) => void,
  /** "pipe": the test reads what the process writes to stderr (a refused start's sentence). */
  stderr: "inherit" | "pipe" = "inherit",
): ChildProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH,
      PORT: "0",
      HOST: "127.0.0.1",
      DATABASE_URL: "",
      SMTP_URL: "",
      CONGRESS_BANK_RIB: "",
      CONGRESS_BANK_IBAN: "",
      CONGRESS_CONTACT_PHONE: "",
      NODE_ENV: "",
      ...env,
    },
    stdio: ["ignore", "pipe", stderr],
  });
  let buffered = "";
  child.stdout?.on("data", (chunk) => {
    buffered += chunk;
    const lines = buffered.split("\n");
    buffered = lines.pop() ?? "";
    for (const line of lines) onLog(JSON.parse(line) as LogEntry);
  });
  return child;
}
