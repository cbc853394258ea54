import type BetterSqlite3 from "better-sqlite3";
import type { CompiledQuery, Driver, QueryResult } from "kysely";
import { SqliteDialect } from "kysely";
import { GroupCommitSqliteDriver, type SqliteConnection } from "./sqlite-group-commit.ts";

/** Distinct SQL texts kept prepared; the app has a few dozen, an IN list of N values adds one. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Prepares each SQL text once. Kysely's own SQLite connection prepares every query anew, which
 * cost as much as running it on the public write path (decision 0017). Statements are only
 * reused one at a time: the connection runs one query at a time, to completion (`all`/`run`).
 */
class CachingSqliteConnection implements SqliteConnection {
  readonly #statements = new Map<string, BetterSqlite3.Statement>();

  constructor(readonly database: BetterSqlite3.Database) {}

  #prepared(sql: string): BetterSqlite3.Statement {
    let statement = this.#statements.get(sql);
    if (statement) {
      // Most recently used last, so that the oldest is the one evicted.
      this.#statements.delete(sql);
    } else {
      statement = this.database.prepare(sql);
      if (this.#statements.size >= STATEMENT_CACHE_SIZE) {
        const oldest = this.#statements.keys().next().value;
        if (oldest !== undefined) this.#statements.delete(oldest);
      }
    }
    this.#statements.set(sql, statement);
    return statement;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const statement = this.#prepared(query.sql);
    const parameters = query.parameters as unknown[];
    if (statement.reader) return { rows: statement.all(parameters) as R[] };
    const { changes, lastInsertRowid } = statement.run(parameters);
    return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
  }

  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    // Its own statement: a cached one would be busy while the caller iterates.
    const statement = this.database.prepare(query.sql);
    for (const row of statement.iterate(query.parameters as unknown[])) {
      yield { rows: [row as R] };
    }
  }
}

/**
 * Kysely's SQLite dialect (same SQL, adapter and introspection) with the connection above and
 * group commit (`sqlite-group-commit.ts`).
 */
export class CachingSqliteDialect extends SqliteDialect {
  readonly #database: BetterSqlite3.Database;

  constructor(database: BetterSqlite3.Database) {
    super({ database });
    this.#database = database;
  }

  override createDriver(): Driver {
    return new GroupCommitSqliteDriver(new CachingSqliteConnection(this.#database));
  }
}
