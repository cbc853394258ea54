import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { placeholderWarning } from "@congres/shared";
import { afterEach, describe, expect, it } from "vitest";

const SERVER_DIR = fileURLToPath(new URL("../", import.meta.url));
const started: ChildProcess[] = [];
const folders: string[] = [];

/**
 * Starts the server as `npm start` does (src/main.ts) on a fresh SQLite database and a one-page
 * site, and answers the warnings it logged by the time it listened.
 */
function startServer(env: Record<string, string>): Promise<string[]> {
  const dataDir = mkdtempSync(join(tmpdir(), "congres-start-"));
  folders.push(dataDir);
  const webRoot = join(dataDir, "site");
  mkdirSync(webRoot);
  writeFileSync(join(webRoot, "index.html"), "<!doctype html><title>Site</title>");
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      WEB_ROOT: webRoot,
      // Set even when empty: the repository's .env never overrides the environment.
      DATABASE_URL: "",
      SMTP_URL: "",
      ADMIN_EMAIL: "direction@example.ma",
      ADMIN_PASSWORD: "mot-de-passe-du-congres",
      CONGRESS_BANK_RIB: "",
      CONGRESS_BANK_IBAN: "",
      CONGRESS_CONTACT_PHONE: "",
      NODE_ENV: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  started.push(child);
  return new Promise((resolve, reject) => {
    const warnings: string[] = [];
    let buffered = "";
    child.stdout?.on("data", (chunk) => {
      buffered += chunk;
      const lines = buffered.split("\n");
      buffered = lines.pop() ?? "";
      for (const line of lines) {
        const entry = JSON.parse(line) as { level: number; msg: string };
        if (entry.level === 40) warnings.push(entry.msg);
        // main.ts logs its start notices in one go after this line: stop it, read them all.
        if (entry.msg.startsWith("Base de données")) child.kill("SIGTERM");
      }
    });
    child.on("exit", (code) =>
      code === 0 ? resolve(warnings) : reject(new Error(`le serveur s'est arrêté (${code})`)),
    );
  });
}

afterEach(() => {
  for (const child of started.splice(0)) child.kill();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe("npm start", () => {
  it("warns once, naming exactly the provisional facts that remain unconfirmed", {
    timeout: 60_000,
  }, async () => {
    const [development, production] = await Promise.all([
      startServer({}),
      startServer({
        NODE_ENV: "production",
        CONGRESS_BANK_RIB: "011 780 0000123456789012 34",
        CONGRESS_BANK_IBAN: "MA64 0117 8000 0012 3456 7890 1234",
      }),
    ]);
    const provisional = (warnings: string[]) =>
      warnings.filter((warning) => warning.startsWith("Valeurs provisoires"));
    expect(provisional(development)).toEqual([
      placeholderWarning(["bankTransfer", "contactPhone", "speakers", "galaHotel"], false),
    ]);
    expect(provisional(production)).toEqual([
      placeholderWarning(["contactPhone", "speakers", "galaHotel"], false),
    ]);
  });

  it("in production with provisional bank details, says they are withheld", {
    timeout: 60_000,
  }, async () => {
    const warnings = await startServer({ NODE_ENV: "production" });
    expect(warnings).toContain(
      placeholderWarning(["bankTransfer", "contactPhone", "speakers", "galaHotel"], true),
    );
  });
});
