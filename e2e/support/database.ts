import { join } from "node:path";
import Database from "better-sqlite3";

/**
 * Read-only access to the e2e server's SQLite database, to assert what a journey really stored.
 * Each call opens and closes its own handle so that it sees the latest committed rows.
 */
export function queryDatabase<T>(sql: string, ...params: unknown[]): T[] {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir)
    throw new Error("E2E_DATA_DIR is not set: run the specs through playwright.config.ts");
  const db = new Database(join(dataDir, "congres.sqlite"), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** A value no other test (or earlier run) will have typed: keeps parallel specs apart. */
export const unique = (label: string) =>
  `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
