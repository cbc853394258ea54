import { spawn } from "node:child_process";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import type { DatabaseConfig } from "../config.ts";

const SERVER_DIR = fileURLToPath(new URL("../../", import.meta.url));

/** `npm run admin -- …` as npm runs it, on the given database, with `env` added. */
export function runAdminCli(
  database: DatabaseConfig,
  args: string[],
  env: Record<string, string> = {},
) {
  // Set even when empty: a developer's .env never overrides what the environment already has.
  const base =
    database.kind === "sqlite"
      ? { ...process.env, DATABASE_URL: "", DATA_DIR: dirname(database.file) }
      : { ...process.env, DATABASE_URL: database.connectionString };
  const child = spawn(process.execPath, ["--import", "tsx", "src/cli/admin.ts", ...args], {
    cwd: SERVER_DIR,
    env: { ...base, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on("exit", (code) => resolve({ code, output })),
  );
}
