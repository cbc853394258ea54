import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { placeholderWarning } from "@congres/shared";
import { afterEach, describe, expect, it } from "vitest";
import {
  DEVELOPMENT_KEY_FILE,
  TWO_FACTOR_KEY_INVALID,
  TWO_FACTOR_KEY_MISSING,
} from "./config/two-factor-keys.ts";
import { FORMER_REPOSITORY_KEY } from "./testing/former-two-factor-key.ts";
import { onePageSite, spawnServer } from "./testing/server-process.ts";

const started: ChildProcess[] = [];
const folders: string[] = [];

/**
 * Starts the server as `npm start` does (src/main.ts) on a fresh SQLite database and a one-page
 * site, and answers the warnings it logged by the time it listened.
 */
function startServer(
  env: Record<string, string>,
  dataDir = mkdtempSync(join(tmpdir(), "congres-start-")),
): Promise<string[]> {
  folders.push(dataDir);
  const warnings: string[] = [];
  const child = spawnServer(
    {
      DATA_DIR: dataDir,
      WEB_ROOT: onePageSite(dataDir),
      ADMIN_EMAIL: "direction@example.ma",
      ADMIN_PASSWORD: "mot-de-passe-du-congres",
      ...env,
    },
    (entry) => {
      if (entry.level === 40) warnings.push(entry.msg);
      // main.ts logs its start notices in one go after this line: stop it, read them all.
      if (entry.msg.startsWith("Base de données")) child.kill("SIGTERM");
    },
  );
  started.push(child);
  return new Promise((resolve, reject) => {
    child.on("exit", (code) =>
      code === 0 ? resolve(warnings) : reject(new Error(`le serveur s'est arrêté (${code})`)),
    );
  });
}

/** A start that must fail: its exit code and what it wrote to stderr. */
function refusedStart(
  env: Record<string, string>,
): Promise<{ code: number | null; stderr: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), "congres-start-"));
  folders.push(dataDir);
  const child = spawnServer(
    { DATA_DIR: dataDir, WEB_ROOT: onePageSite(dataDir), ...env },
    () => {},
    "pipe",
  );
  started.push(child);
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  return new Promise((resolve) => child.on("exit", (code) => resolve({ code, stderr })));
}

/** `openssl rand -base64 32`. */
const siteKey = () => randomBytes(32).toString("base64");

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
        TWO_FACTOR_KEY: siteKey(),
        CONGRESS_BANK_RIB: "011 780 0000123456789012 34",
        CONGRESS_BANK_IBAN: "MA64 0117 8000 0012 3456 7890 1234",
      }),
    ]);
    const provisional = (warnings: string[]) =>
      warnings.filter((warning) => warning.startsWith("Valeurs provisoires"));
    expect(provisional(development)).toEqual([
      placeholderWarning(
        ["bankTransfer", "contactPhone", "speakers", "galaHotel", "visaSignatory"],
        false,
      ),
    ]);
    expect(provisional(production)).toEqual([
      placeholderWarning(["contactPhone", "speakers", "galaHotel", "visaSignatory"], false),
    ]);
  });

  it("in production with provisional bank details, says they are withheld", {
    timeout: 60_000,
  }, async () => {
    const warnings = await startServer({ NODE_ENV: "production", TWO_FACTOR_KEY: siteKey() });
    expect(warnings).toContain(
      placeholderWarning(
        ["bankTransfer", "contactPhone", "speakers", "galaHotel", "visaSignatory"],
        true,
      ),
    );
  });

  it("in production, refuses to start without a site's own TWO_FACTOR_KEY, in one sentence", {
    timeout: 60_000,
  }, async () => {
    const [missing, short, notBase64, good] = await Promise.all([
      refusedStart({ NODE_ENV: "production" }),
      refusedStart({ NODE_ENV: "production", TWO_FACTOR_KEY: randomBytes(16).toString("base64") }),
      refusedStart({ NODE_ENV: "production", TWO_FACTOR_KEY: FORMER_REPOSITORY_KEY }),
      startServer({ NODE_ENV: "production", TWO_FACTOR_KEY: siteKey() }),
    ]);
    expect(missing).toEqual({ code: 1, stderr: `${TWO_FACTOR_KEY_MISSING}\n` });
    expect(short).toEqual({ code: 1, stderr: `${TWO_FACTOR_KEY_INVALID}\n` });
    expect(notBase64).toEqual({ code: 1, stderr: `${TWO_FACTOR_KEY_INVALID}\n` });
    // With a good key it starts, and says nothing about the key.
    expect(good.filter((warning) => warning.includes("TWO_FACTOR_KEY"))).toEqual([]);
  });

  it("in development, generates the install's own key beside the data and reuses it", {
    timeout: 60_000,
  }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "congres-start-"));
    const keyFile = join(dataDir, DEVELOPMENT_KEY_FILE);
    await startServer({}, dataDir);
    const key = readFileSync(keyFile, "utf8").trim();
    expect(Buffer.from(key, "base64")).toHaveLength(32);
    expect(key).not.toBe(FORMER_REPOSITORY_KEY);
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    await startServer({}, dataDir);
    expect(readFileSync(keyFile, "utf8").trim()).toBe(key);
  });
});
