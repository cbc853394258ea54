import { randomBytes } from "node:crypto";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { inject } from "vitest";
import type { DatabaseConfig } from "../config.ts";
import { type Db, openDatabase } from "../db/connection.ts";
import { migrateToLatest } from "../db/migrate.ts";
import type { Database } from "../db/schema.ts";
// The type of `inject("postgresAdminUrl")` (the global setup declares what it provides).
import type {} from "./postgres-global-setup.ts";

export type TestDatabase = {
  db: Db;
  /** Where it is, as `loadConfig` gives it: for a CLI run in a child process. */
  config: DatabaseConfig;
  /** Another connection (pool) to the same database, as a second server process has. */
  connectAgain: () => Db;
  drop: () => Promise<void>;
};

/** A SQLite database in a folder of its own: empty, or a copy of `template`. */
async function sqliteDatabase(template?: string): Promise<TestDatabase> {
  const dir = mkdtempSync(join(tmpdir(), "congres-sqlite-"));
  // The name `loadConfig` derives from DATA_DIR, so a CLI child process can be pointed here.
  const file = join(dir, "congres.sqlite");
  if (template) copyFileSync(template, file);
  const db = openDatabase({ kind: "sqlite", file });
  return {
    db,
    config: { kind: "sqlite", file },
    connectAgain: () => openDatabase({ kind: "sqlite", file }),
    drop: async () => {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A new database on the run's PostgreSQL server, empty or a copy of `template`, dropped afterwards. */
async function postgresDatabase(template?: string): Promise<TestDatabase> {
  const adminUrl = inject("postgresAdminUrl");
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ""}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = openDatabase({ kind: "postgres", connectionString: url.toString() });
  return {
    db,
    config: { kind: "postgres", connectionString: url.toString() },
    connectAgain: () => openDatabase({ kind: "postgres", connectionString: url.toString() }),
    drop: async () => {
      await db.destroy();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database ${name}`);
      await cleanup.end();
    },
  };
}

const freshSqlite = () => sqliteDatabase();
const freshPostgres = () => postgresDatabase();

/** Every test suite that touches the database runs once per engine we ship. */
export const DATABASE_ENGINES = [
  { engine: "SQLite", create: freshSqlite },
  { engine: "PostgreSQL", create: freshPostgres },
] as const;

/** Each engine's migrated database, copied from the run's template (migrated-templates.ts). */
const MIGRATED = new Map<() => Promise<TestDatabase>, () => Promise<TestDatabase>>([
  [freshSqlite, () => sqliteDatabase(inject("sqliteTemplate"))],
  [freshPostgres, () => postgresDatabase(inject("postgresTemplate"))],
]);

/** A database with every migration applied, as a server's after its start. */
export async function migratedDatabase(create: () => Promise<TestDatabase>) {
  const copy = MIGRATED.get(create);
  if (copy) return copy();
  const database = await create();
  await migrateToLatest(database.db);
  return database;
}

export async function countRows(db: Db, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
