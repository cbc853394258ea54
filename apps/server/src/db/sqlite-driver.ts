import type BetterSqlite3 from "better-sqlite3";
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  SqliteDialect,
} from "kysely";

/** Distinct SQL texts kept prepared; the app has a few dozen, an IN list of N values adds one. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Prepares each SQL text once. Kysely's own SQLite connection prepares every query anew, which
 * cost as much as running it on the public write path (decision 0017). Statements are only
 * reused one at a time: the connection runs one query at a time, to completion (`all`/`run`).
 */
class CachingSqliteConnection implements DatabaseConnection {
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
 * The one SQLite connection, handed to one caller at a time in arrival order. Kysely's mutex
 * wakes every waiter at each release (256 waiting requests: 256 wake-ups per query).
 */
class CachingSqliteDriver implements Driver {
  readonly #connection: CachingSqliteConnection;
  readonly #waiting: (() => void)[] = [];
  #busy = false;

  constructor(database: BetterSqlite3.Database) {
    this.#connection = new CachingSqliteConnection(database);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    if (this.#busy) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    this.#busy = true;
    return this.#connection;
  }

  async releaseConnection(): Promise<void> {
    const next = this.#waiting.shift();
    // The connection passes straight to the next caller, who finds it still marked busy.
    if (next) next();
    else this.#busy = false;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin"));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("commit"));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("rollback"));
  }

  async destroy(): Promise<void> {
    this.#connection.database.close();
  }
}

/** Kysely's SQLite dialect (same SQL, adapter and introspection) with the driver above. */
export class CachingSqliteDialect extends SqliteDialect {
  readonly #database: BetterSqlite3.Database;

  constructor(database: BetterSqlite3.Database) {
    super({ database });
    this.#database = database;
  }

  override createDriver(): Driver {
    return new CachingSqliteDriver(this.#database);
  }
}
