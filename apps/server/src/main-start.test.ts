import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { placeholderWarning } from "@congres/shared";
import { afterEach, describe, expect, it } from "vitest";
import { onePageSite, spawnServer } from "./testing/server-process.ts";

const started: ChildProcess[] = [];
const folders: string[] = [];

/**
 * Starts the server as `npm start` does (src/main.ts) on a fresh SQLite database and a one-page
 * site, and answers the warnings it logged by the time it listened.
 */
function startServer(env: Record<string, string>): Promise<string[]> {
  const dataDir = mkdtempSync(join(tmpdir(), "congres-start-"));
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
