import { createHash } from "node:crypto";
import { mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname } from "node:path";
import SQLite from "better-sqlite3";
import {
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  type PostgresPool,
  type PostgresPoolClient,
  sql,
} from "kysely";
import type { DatabaseConfig } from "../config.ts";
import type { Database } from "./schema.ts";
import { registerSearchFunctions } from "./search-text.ts";
import { CachingSqliteDialect } from "./sqlite-driver.ts";

export type Db = Kysely<Database>;

/** pg is required only for a PostgreSQL database: a SQLite server never loads it (decision 0016). */
function loadPg(): typeof import("pg") {
  const pg = createRequire(import.meta.url)("pg") as typeof import("pg");
  // PostgreSQL returns COUNT(*) and BIGINT as strings; our ids and counts fit in a JS number.
  pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
  return pg;
}

const PREPARED_MARK = "/* prepared */";

/**
 * Put first in a query run often whose text does not change with its values (a search's walk):
 * PostgreSQL then parses and plans it once per connection, not at every call (0.4 ms of a
 * 1.2 ms walk). Its result columns must not depend on the schema (no `select *`): a prepared
 * statement outlives a migration. Ignored by SQLite, which caches its statements anyway.
 */
export const prepared = sql.raw(PREPARED_MARK);

/** The pool, whose clients run a query marked `prepared` as a statement named by its text. */
function preparingPool(pool: import("pg").Pool): PostgresPool {
  return {
    async connect() {
      const client = await pool.connect();
      // Kysely passes SQL and values, or a cursor (passed on as it is).
      const query = (text: unknown, values?: readonly unknown[]) =>
        typeof text === "string" && text.startsWith(PREPARED_MARK)
          ? client.query({
              name: createHash("sha256").update(text).digest("base64url").slice(0, 32),
              text,
              values: values ? [...values] : [],
            })
          : client.query(text as string, values ? [...values] : undefined);
      return {
        query: query as unknown as PostgresPoolClient["query"],
        release: () => client.release(),
      };
    },
    end: () => pool.end(),
  };
}

/** The node-postgres pool under each PostgreSQL database opened here. */
const pgPools = new WeakMap<Db, import("pg").Pool>();

/**
 * The node-postgres pool under `db` (opened by `openDatabase` on PostgreSQL), for what Kysely
 * does not speak: COPY streams, the authors' files' bytes (decision 0074). Undefined on SQLite.
 */
export const pgPoolOf = (db: Db): import("pg").Pool | undefined => pgPools.get(db);

export function openDatabase(config: DatabaseConfig): Db {
  if (config.kind === "postgres") {
    const pg = loadPg();
    const pool = new pg.Pool({ connectionString: config.connectionString, max: 10 });
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: preparingPool(pool) }),
    });
    pgPools.set(db, pool);
    return db;
  }
  mkdirSync(dirname(config.file), { recursive: true });
  const sqlite = new SQLite(config.file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  // A deleted row's bytes are overwritten, not left in free pages: an erasure erases (0024).
  sqlite.pragma("secure_delete = ON");
  sqlite.pragma("busy_timeout = 5000");
  // SQLite's page cache: 4 MB, not better-sqlite3's 16 MB (its build default). A read through
  // the whole table (an export of 100 000 rows) filled those 16 MB and took the server over its
  // 150 MB budget; the OS's file cache still holds the pages (decision 0028).
  sqlite.pragma("cache_size = -4000");
  registerSearchFunctions(sqlite);
  return new Kysely<Database>({ dialect: new CachingSqliteDialect(sqlite) });
}

/** PostgreSQL can lock rows (`FOR UPDATE SKIP LOCKED`); SQLite serialises every write instead. */
export const isPostgres = (db: Pick<Db, "getExecutor">) =>
  db.getExecutor().adapter instanceof PostgresAdapter;
