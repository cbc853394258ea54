import { spawn } from "node:child_process";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConfig } from "../config.ts";
import {
  DATABASE_ENGINES,
  migratedDatabase,
  type TestDatabase,
} from "../testing/test-databases.ts";

const SERVER_DIR = fileURLToPath(new URL("../../", import.meta.url));

/** `npm run admin -- create …` as npm runs it, on the given database. */
function runAdminCli(database: DatabaseConfig, args: string[]) {
  // Set even when empty: a developer's .env never overrides what the environment already has.
  const env =
    database.kind === "sqlite"
      ? { ...process.env, DATABASE_URL: "", DATA_DIR: dirname(database.file) }
      : { ...process.env, DATABASE_URL: database.connectionString };
  const child = spawn(process.execPath, ["--import", "tsx", "src/cli/admin.ts", ...args], {
    cwd: SERVER_DIR,
    env,
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

describe.each(DATABASE_ENGINES)("npm run admin -- create on $engine", ({ create }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await migratedDatabase(create);
  });
  afterAll(async () => {
    await database.drop();
  });

  // Each run is a Node process loading TypeScript: seconds on a busy machine.
  it("two simultaneous creations with one e-mail: one account, one clear refusal", {
    timeout: 60_000,
  }, async () => {
    const args = ["create", "--email", "Comite@Example.ma", "--password", "un-mot-de-passe-long"];
    const runs = await Promise.all([1, 2].map(() => runAdminCli(database.config, args)));
    const created = runs.filter((run) => run.code === 0);
    const refused = runs.filter((run) => run.code === 1);
    expect(created.map((run) => run.output)).toEqual([
      expect.stringMatching(/^Administrateur #\d+ créé : comite@example\.ma\n$/),
    ]);
    expect(refused.map((run) => run.output)).toEqual([
      "Un administrateur utilise déjà l'email comite@example.ma.\n",
    ]);
    const rows = await database.db.selectFrom("users").select("email").execute();
    expect(rows).toEqual([{ email: "comite@example.ma" }]);
  });
});
