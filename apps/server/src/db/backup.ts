import {
  closeSync,
  constants,
  copyFileSync,
  existsSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  renameSync,
  rmSync,
} from "node:fs";
import { dirname, join, resolve } from "node:path";
import SQLite from "better-sqlite3";
import type { Database } from "./schema.ts";

/** The tables a backup must hold; their row counts are printed after a backup or a restore. */
export const MAIN_TABLES = [
  "registrations",
  "submissions",
  "submission_authors",
  "contact_messages",
  "users",
  "outbox",
] as const satisfies readonly (keyof Database)[];

export type TableCounts = Record<(typeof MAIN_TABLES)[number], number>;

const SQLITE_COMPANIONS = ["", "-wal", "-shm"];

/** `20251030-081500`, in UTC like every timestamp we store. */
export function fileTimestamp(now: Date = new Date()): string {
  return now.toISOString().slice(0, 19).replace(/-|:/g, "").replace("T", "-");
}

export function defaultBackupPath(dataDir: string, now: Date = new Date()): string {
  return join(dataDir, "backups", `congres-${fileTimestamp(now)}.sqlite`);
}

export function describeCounts(counts: TableCounts): string {
  return MAIN_TABLES.map((table) => `${table} ${counts[table]}`).join(", ");
}

/**
 * Writes a consistent snapshot of `file` to `target` with `VACUUM INTO`: one read transaction,
 * so writers in other processes (WAL) neither block it nor make it start over, unlike
 * `sqlite3 .backup`. The copy is checked before it takes its name; an existing file is never
 * replaced.
 */
export function backupSqlite(file: string, target: string): TableCounts {
  if (!existsSync(file)) {
    throw new Error(`aucune base SQLite à sauvegarder : ${file} n'existe pas.`);
  }
  if (existsSync(target)) throw new Error(`${target} existe déjà ; choisissez un autre fichier.`);
  mkdirSync(dirname(target), { recursive: true });
  const partial = `${target}.partial-${process.pid}`;
  try {
    // Read-write so that, when the server is stopped, closing cleans up the -wal and -shm files.
    const source = new SQLite(file, { fileMustExist: true, timeout: 5000 });
    try {
      source.prepare("VACUUM INTO ?").run(partial);
    } catch (error) {
      if (isSqliteError(error, "SQLITE_NOTADB")) {
        throw new Error(`${file} n'est pas une base SQLite.`);
      }
      if (isSqliteError(error, "SQLITE_CORRUPT")) {
        throw new Error(`la base ${file} est endommagée.`);
      }
      if (isSqliteError(error, "SQLITE_BUSY")) {
        throw new Error(`la base ${file} est restée verrouillée plus de 5 s ; réessayez.`);
      }
      throw error;
    } finally {
      source.close();
    }
    const counts = inspectDatabase(partial, "la copie");
    flushToDisk(partial);
    linkSync(partial, target);
    return counts;
  } finally {
    removeDatabaseFiles(partial);
  }
}

export type RestoreResult = {
  counts: TableCounts;
  /** Where the database that was in place went, if there was one. */
  previous: string | undefined;
};

/**
 * Puts `backup` in place of `file`, which must not be open anywhere (the server stopped): the
 * backup is copied next to `file` and checked first, then the current files are moved aside to
 * `<file>.before-restore-<time>` and the copy renamed into place.
 */
export function restoreSqlite(backup: string, file: string, now: Date = new Date()): RestoreResult {
  if (!existsSync(backup)) throw new Error(`sauvegarde introuvable : ${backup}`);
  if (resolve(backup) === resolve(file)) {
    throw new Error("la sauvegarde est la base elle-même ; indiquez un fichier de sauvegarde.");
  }
  if (existsSync(file)) assertNotInUse(file);
  mkdirSync(dirname(file), { recursive: true });
  const stamp = fileTimestamp(now);
  const incoming = `${file}.restoring-${stamp}`;
  let counts: TableCounts;
  try {
    copyFileSync(backup, incoming, constants.COPYFILE_EXCL);
    counts = inspectDatabase(incoming, `la sauvegarde ${backup}`);
    flushToDisk(incoming);
  } catch (error) {
    removeDatabaseFiles(incoming);
    throw error;
  }
  const aside = `${file}.before-restore-${stamp}`;
  let previous: string | undefined;
  for (const suffix of SQLITE_COMPANIONS) {
    if (!existsSync(file + suffix)) continue;
    renameSync(file + suffix, aside + suffix);
    previous = aside;
  }
  renameSync(incoming, file);
  removeDatabaseFiles(incoming);
  return { counts, previous };
}

/**
 * A running server holds a shared lock on its database for as long as it runs, even idle (WAL),
 * and leaving WAL mode needs every other connection gone: refused while the server is up. When it
 * succeeds, the WAL is folded into the file, so the database moved aside is a single file.
 */
function assertNotInUse(file: string): void {
  const database = new SQLite(file, { fileMustExist: true, timeout: 1000 });
  try {
    database.pragma("journal_mode = DELETE");
  } catch (error) {
    if (isSqliteError(error, "SQLITE_BUSY")) {
      throw new Error(
        `la base ${file} est utilisée par un autre processus : arrêtez le serveur, puis relancez la restauration.`,
      );
    }
    // A damaged current database is exactly what a restore replaces: it is moved aside unread.
    if (!isSqliteError(error, "SQLITE_NOTADB") && !isSqliteError(error, "SQLITE_CORRUPT")) {
      throw error;
    }
  } finally {
    database.close();
  }
}

/** Integrity check, our tables present, and their row counts. */
function inspectDatabase(file: string, label: string): TableCounts {
  let database: SQLite.Database | undefined;
  try {
    database = new SQLite(file, { readonly: true, fileMustExist: true });
    const problems = database.pragma("integrity_check", { simple: false }) as {
      integrity_check: string;
    }[];
    if (problems.length !== 1 || problems[0]?.integrity_check !== "ok") {
      const details = problems.slice(0, 3).map((problem) => problem.integrity_check);
      throw new Error(`${label} échoue au contrôle d'intégrité : ${details.join(" ; ")}`);
    }
    const present = new Set(
      database.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all(),
    );
    const missing = MAIN_TABLES.filter((table) => !present.has(table));
    if (missing.length > 0) {
      throw new Error(
        `${label} n'est pas une base du congrès : tables absentes (${missing.join(", ")}).`,
      );
    }
    const counts = {} as TableCounts;
    for (const table of MAIN_TABLES) {
      counts[table] = database.prepare(`SELECT count(*) FROM "${table}"`).pluck().get() as number;
    }
    return counts;
  } catch (error) {
    if (isSqliteError(error, "SQLITE_NOTADB")) {
      throw new Error(`${label} n'est pas une base SQLite.`);
    }
    throw error;
  } finally {
    database?.close();
  }
}

function flushToDisk(file: string): void {
  const descriptor = openSync(file, "r+");
  try {
    fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
}

function removeDatabaseFiles(file: string): void {
  for (const suffix of SQLITE_COMPANIONS) rmSync(file + suffix, { force: true });
}

function isSqliteError(error: unknown, code: string): boolean {
  return error instanceof SQLite.SqliteError && error.code === code;
}
