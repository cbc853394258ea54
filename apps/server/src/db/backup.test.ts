import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { countRows } from "../testing/test-databases.ts";
import { backupSqlite, restoreSqlite } from "./backup.ts";
import { type Db, openDatabase } from "./connection.ts";
import { migrateToLatest } from "./migrate.ts";

const SERVER_DIR = fileURLToPath(new URL("../../", import.meta.url));
const LOAD_MS = 2000;
const EARLIER_MESSAGES = 20_000;

/** Another process inserting contact messages as fast as it can, one transaction each, as the server does. */
const WRITER = `
const SQLite = require("better-sqlite3");
const [file, duration] = process.argv.slice(1);
const db = new SQLite(file);
db.pragma("journal_mode = WAL");
db.pragma("synchronous = FULL");
db.pragma("busy_timeout = 5000");
const insert = db.prepare(
  "INSERT INTO contact_messages (first_name, last_name, email, message, created_at) VALUES (?, ?, ?, ?, ?)",
);
const end = Date.now() + Number(duration);
let written = 0;
while (Date.now() < end) {
  insert.run("Awa", "Diop", "awa." + written + "@example.org", "Message de charge", new Date().toISOString());
  written += 1;
  if (written === 1) process.stdout.write("started\\n");
}
db.close();
`;

function startWriter(file: string) {
  const child = spawn(process.execPath, ["-e", WRITER, file, String(LOAD_MS)], {
    cwd: SERVER_DIR,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  const started = new Promise<void>((resolve, reject) => {
    child.stdout.on("data", () => resolve());
    child.on("exit", (code) => reject(new Error(`le processus d'écriture s'est arrêté (${code})`)));
  });
  return { started, exited, running: () => child.exitCode === null };
}

function allRows(file: string): Record<string, unknown[]> {
  const database = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    return Object.fromEntries(
      ["registrations", "contact_messages", "outbox"].map((table) => [
        table,
        database.prepare(`SELECT * FROM "${table}" ORDER BY id`).all(),
      ]),
    );
  } finally {
    database.close();
  }
}

async function seed(db: Db) {
  const createdAt = new Date().toISOString();
  const { id } = await db
    .insertInto("registrations")
    .values({
      reference: "CPSS-7KQ2M",
      amount_due_centimes: 100_000,
      first_name: "Nadia",
      last_name: "Benali",
      email: "nadia@example.org",
      phone: "+212600000000",
      title: "Dr",
      specialty: "Sexologie",
      institution: "CHU Ibn Rochd",
      address: "1 rue de la Paix",
      city: "Casablanca",
      country: "Maroc",
      participation_type: "physical",
      accommodation_needed: 0,
      dietary_restrictions: "",
      emergency_contact: "Karim Benali",
      emergency_phone: "+212600000001",
      terms_accepted: 1,
      created_at: createdAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("outbox")
    .values({
      message_id: "<seed@example.org>",
      kind: "registration-confirmation",
      to_address: "nadia@example.org",
      to_name: "Nadia Benali",
      subject: "Votre inscription",
      html_body: "<p>Merci</p>",
      text_body: "Merci",
      entity_type: "registration",
      entity_id: id,
      next_attempt_at: createdAt,
      created_at: createdAt,
    })
    .execute();
  // A database of some size, so that the copy takes long enough for writes to land during it.
  await sql`
    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${EARLIER_MESSAGES})
    INSERT INTO contact_messages (first_name, last_name, email, message, created_at)
    SELECT 'Jean', 'Mbeki', 'jean.' || i || '@example.org', printf('%.500c', 'x'), ${createdAt} FROM n
  `.execute(db);
}

const temporaryDirs: string[] = [];
function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "congres-backup-"));
  temporaryDirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of temporaryDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("SQLite backup and restore (SQLite only: PostgreSQL uses pg_dump / pg_restore)", () => {
  it("backs up while another process writes, and restores exactly the backup", async () => {
    const file = join(dataDir(), "congres.sqlite");
    const db = openDatabase({ kind: "sqlite", file });
    try {
      await migrateToLatest(db);
      await seed(db);
      const writer = startWriter(file);
      await writer.started;
      await setTimeout(300);

      const committedBefore = await countRows(db, "contact_messages");
      const backup = join(dataDir(), "backups", "congres-test.sqlite");
      const startedAt = performance.now();
      const counts = backupSqlite(file, backup);
      const elapsedMs = performance.now() - startedAt;
      const loadStillRunning = writer.running();
      expect(await writer.exited).toBe(0);

      expect(loadStillRunning || elapsedMs < 3000).toBe(true);
      expect(counts.contact_messages).toBeGreaterThanOrEqual(committedBefore);
      expect(counts.registrations).toBe(1);
      expect(counts.outbox).toBe(1);
      // The writer kept committing after the snapshot: the backup really ran under load.
      expect(await countRows(db, "contact_messages")).toBeGreaterThan(counts.contact_messages);

      const restoreDir = dataDir();
      const restored = join(restoreDir, "congres.sqlite");
      const previous = openDatabase({ kind: "sqlite", file: restored });
      await migrateToLatest(previous);
      await previous.destroy();

      const result = restoreSqlite(backup, restored, new Date("2025-10-30T08:15:00Z"));

      expect(result.counts).toEqual(counts);
      expect(result.previous).toBe(`${restored}.before-restore-20251030-081500`);
      expect(existsSync(`${restored}.before-restore-20251030-081500`)).toBe(true);
      const backupRows = allRows(backup);
      expect(backupRows.contact_messages).toHaveLength(counts.contact_messages);
      expect(allRows(restored)).toEqual(backupRows);
    } finally {
      await db.destroy();
    }
  });

  it("refuses to restore over a database in use, and leaves it untouched", async () => {
    const file = join(dataDir(), "congres.sqlite");
    const db = openDatabase({ kind: "sqlite", file });
    try {
      await migrateToLatest(db);
      const backup = join(dataDir(), "copy.sqlite");
      backupSqlite(file, backup);
      await seed(db);

      expect(() => restoreSqlite(backup, file)).toThrow(/utilisée par un autre processus/);
      expect(await countRows(db, "registrations")).toBe(1);
    } finally {
      await db.destroy();
    }
  });

  it("refuses a file that is not one of our databases, without touching the current one", async () => {
    const dir = dataDir();
    const stranger = join(dir, "other.sqlite");
    const database = new SQLite(stranger);
    database.exec("CREATE TABLE notes (id INTEGER PRIMARY KEY)");
    database.close();
    const file = join(dir, "congres.sqlite");

    expect(() => restoreSqlite(stranger, file)).toThrow(/tables absentes \(registrations/);
    expect(readdirSync(dir)).toEqual(["other.sqlite"]);
  });
});
