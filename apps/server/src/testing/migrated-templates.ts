import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { openDatabase } from "../db/connection.ts";
import { migrateToLatest } from "../db/migrate.ts";

/** The PostgreSQL database the tests' migrated databases are copied from. */
export const POSTGRES_TEMPLATE = "congres_migrated_template";

/**
 * A database of each engine migrated once for the whole run (vitest's global setup): a test's
 * migrated database is a copy of it — the SQLite file copied, a PostgreSQL `create database …
 * template` — instead of every migration run again for every suite on every engine, each
 * committing on its own. The migrations themselves are still run here on both engines (a failing
 * one fails the run) and step by step by the tests of `db/migrations/`.
 */
export async function makeMigratedTemplates(postgresAdminUrl: string) {
  const dir = mkdtempSync(join(tmpdir(), "congres-template-"));
  const sqliteTemplate = join(dir, "congres.sqlite");
  const sqlite = openDatabase({ kind: "sqlite", file: sqliteTemplate });
  await migrateToLatest(sqlite);
  // Closing checkpoints the write-ahead log into the file: the file alone is the database.
  await sqlite.destroy();

  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  await admin.query(`create database ${POSTGRES_TEMPLATE}`);
  await admin.end();
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${POSTGRES_TEMPLATE}`;
  const postgres = openDatabase({ kind: "postgres", connectionString: url.toString() });
  await migrateToLatest(postgres);
  // A template must have no session open while it is copied.
  await postgres.destroy();

  return {
    sqliteTemplate,
    postgresTemplate: POSTGRES_TEMPLATE,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
