import pg from "pg";
import { type Db, openDatabase } from "../../apps/server/src/db/connection.ts";
import { migrateToLatest } from "../../apps/server/src/db/migrate.ts";
import { startEmbeddedPostgres } from "../../apps/server/src/testing/embedded-postgres.ts";

/**
 * Runs `use` on a migrated database `name` of an embedded PostgreSQL started for it (with its
 * address, for a server process to use it too), then drops the database and stops the server,
 * whatever `use` did.
 */
export async function withPostgresDatabase<T>(
  name: string,
  use: (db: Db, url: string) => Promise<T>,
): Promise<T> {
  const postgres = await startEmbeddedPostgres();
  const admin = new pg.Client({ connectionString: postgres.adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(postgres.adminUrl);
  url.pathname = `/${name}`;
  const db = openDatabase({ kind: "postgres", connectionString: url.toString() });
  try {
    await migrateToLatest(db);
    return await use(db, url.toString());
  } finally {
    await db.destroy();
    await admin.query(`drop database ${name}`);
    await admin.end();
    await postgres.stop();
  }
}
