import type BetterSqlite3 from "better-sqlite3";
import type { CompiledQuery, DatabaseConnection, Driver, QueryResult } from "kysely";

/** What the driver needs of the one SQLite connection: run a Kysely query on it. */
export interface SqliteConnection extends DatabaseConnection {
  readonly database: BetterSqlite3.Database;
}

type Waiting = { resolve: () => void; reject: (error: unknown) => void };

/**
 * The drivers of this process per database file. Two connections to one file in one process
 * (tests, two app instances) must not wait for each other's write lock synchronously: SQLite's
 * busy wait would block the very event loop the other needs to commit its group.
 */
const driversByFile = new Map<string, Set<GroupCommitSqliteDriver>>();

/** The savepoint each transaction of a group runs in (Kysely's own savepoints nest inside it). */
const MEMBER = "congres_group_member";

/**
 * One holder's use of the shared connection, from `acquireConnection` to `releaseConnection`. A
 * transaction hands the connection on as soon as its work is done, before its COMMIT (below).
 */
class Lease implements DatabaseConnection {
  released = false;
  inTransaction = false;

  constructor(readonly driver: GroupCommitSqliteDriver) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return this.driver.execute<R>(this, query);
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.driver.stream<R>(this, query, chunkSize);
  }
}

/**
 * The one SQLite connection, handed to one caller at a time in arrival order (Kysely's mutex woke
 * every waiter at each release: 256 waiting requests, 256 wake-ups per query), with **group
 * commit** (decision 0031): transactions that follow each other share one COMMIT.
 *
 * Each transaction runs in a savepoint of an outer transaction. When its work is done the
 * savepoint is released, the connection passes to the next caller, and the transaction's
 * `commit` resolves only once the outer transaction is committed: a caller is never told its
 * write is stored before it is on disk. The outer COMMIT is queued behind the callers waiting at
 * that moment (`setImmediate`, then in arrival order), so under load the requests read in the
 * same turn of the event loop share one fsync and one write of the pages they all touch (index
 * pages, the FTS5 segment, `row_counts`); alone, a transaction commits at once.
 *
 * - A transaction that fails rolls back to its savepoint: the others of its group are untouched.
 * - A COMMIT that fails fails every transaction of its group (none was acknowledged).
 * - If SQLite itself rolled the outer transaction back (disk full, I/O error), the transactions
 *   already done in it are failed, never acknowledged.
 * - A query outside a transaction first commits the open group: it runs alone, and reads only
 *   committed rows; a transaction reads the rows of those done before it in its group, which
 *   commit with it or not at all.
 */
export class GroupCommitSqliteDriver implements Driver {
  readonly #connection: SqliteConnection;
  readonly #waiting: (() => void)[] = [];
  #busy = false;
  /** Transactions done in the open outer transaction, waiting for its COMMIT; null: none open. */
  #group: Waiting[] | null = null;
  /** Settled when the open group is committed or failed. */
  #groupSettled: { promise: Promise<void>; settle: () => void } | null = null;
  #commitQueued = false;
  readonly #siblings: Set<GroupCommitSqliteDriver> | undefined;

  constructor(connection: SqliteConnection) {
    this.#connection = connection;
    const { name, memory } = connection.database;
    if (!memory) {
      this.#siblings = driversByFile.get(name) ?? new Set();
      driversByFile.set(name, this.#siblings);
      this.#siblings.add(this);
    }
  }

  get #database() {
    return this.#connection.database;
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    if (this.#busy) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    this.#busy = true;
    return new Lease(this);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    this.#release(connection as Lease);
  }

  #release(lease: Lease) {
    if (lease.released) return;
    lease.released = true;
    const next = this.#waiting.shift();
    // The connection passes straight to the next caller, who finds it still marked busy.
    if (next) next();
    else this.#busy = false;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const lease = connection as Lease;
    // A connection with its own group open holds the write lock already: it waits for no one.
    // Another one waits until no sibling has a group open, checked again after each wait and
    // right before BEGIN, with no await in between: two connections that start a transaction
    // in the same turn would otherwise both begin, and the second one's write would wait for the
    // first one's lock synchronously (busy timeout), blocking the loop that commits it.
    if (this.#group === null) {
      for (let open = this.#openSibling(); open; open = this.#openSibling()) await open;
    }
    this.#failLostGroup();
    if (this.#group === null) {
      this.#database.exec("begin");
      this.#group = [];
      let settle = () => {};
      const promise = new Promise<void>((resolve) => {
        settle = resolve;
      });
      this.#groupSettled = { promise, settle };
    }
    try {
      this.#database.exec(`savepoint ${MEMBER}`);
    } catch (error) {
      this.#queueCommit();
      throw error;
    }
    lease.inTransaction = true;
  }

  /**
   * When another connection of this process (two app instances on one file, as in tests) has a
   * group open: the promise of its end, to wait for without blocking the event loop.
   */
  #openSibling(): Promise<void> | undefined {
    const open = [...(this.#siblings ?? [])].find(
      (other) => other !== this && other.#groupSettled !== null,
    );
    return open === undefined ? undefined : open.#groupSettled?.promise;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const lease = connection as Lease;
    this.#database.exec(`release ${MEMBER}`);
    lease.inTransaction = false;
    const group = this.#group;
    if (group === null) throw new Error("no group transaction is open");
    const committed = new Promise<void>((resolve, reject) => group.push({ resolve, reject }));
    this.#queueCommit();
    this.#release(lease);
    await committed;
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const lease = connection as Lease;
    lease.inTransaction = false;
    if (this.#failLostGroup()) return;
    // The group may now hold no transaction at all: it is committed (ended) all the same.
    this.#queueCommit();
    this.#database.exec(`rollback to ${MEMBER}`);
    this.#database.exec(`release ${MEMBER}`);
  }

  async destroy(): Promise<void> {
    const lease = (await this.acquireConnection()) as Lease;
    this.#commitGroup();
    this.#siblings?.delete(this);
    this.#database.close();
    this.#release(lease);
  }

  async execute<R>(lease: Lease, query: CompiledQuery): Promise<QueryResult<R>> {
    this.#assertHeld(lease);
    if (!lease.inTransaction) {
      this.#commitGroup();
      // As in beginTransaction: no await once no sibling has a group open.
      for (let open = this.#openSibling(); open; open = this.#openSibling()) await open;
    }
    return this.#connection.executeQuery<R>(query);
  }

  stream<R>(
    lease: Lease,
    query: CompiledQuery,
    chunkSize?: number,
  ): AsyncIterableIterator<QueryResult<R>> {
    this.#assertHeld(lease);
    if (!lease.inTransaction) this.#commitGroup();
    return this.#connection.streamQuery<R>(query, chunkSize);
  }

  #assertHeld(lease: Lease) {
    if (lease.released) throw new Error("query on a SQLite connection already released");
  }

  /** Commits the open group once the callers already waiting have had their turn. */
  #queueCommit() {
    if (this.#commitQueued) return;
    this.#commitQueued = true;
    setImmediate(async () => {
      const lease = (await this.acquireConnection()) as Lease;
      // From here on, a transaction that completes belongs to the next group.
      this.#commitQueued = false;
      try {
        this.#commitGroup();
      } finally {
        this.#release(lease);
      }
    });
  }

  /** COMMIT of the open group, by the holder of the connection; settles its transactions. */
  #commitGroup() {
    const group = this.#group;
    if (group === null || this.#failLostGroup()) return;
    this.#endGroup();
    try {
      this.#database.exec("commit");
    } catch (error) {
      if (this.#database.inTransaction) this.#rollbackQuietly();
      for (const member of group) member.reject(error);
      return;
    }
    for (const member of group) member.resolve();
  }

  #endGroup() {
    this.#group = null;
    this.#groupSettled?.settle();
    this.#groupSettled = null;
  }

  /**
   * SQLite rolls a whole transaction back by itself on some errors (SQLITE_FULL, SQLITE_IOERR…):
   * the transactions done in it are then lost, and must be failed, not acknowledged.
   */
  #failLostGroup(): boolean {
    const group = this.#group;
    if (group === null || this.#database.inTransaction) return false;
    this.#endGroup();
    const error = new Error("SQLite rolled the group transaction back");
    for (const member of group) member.reject(error);
    return true;
  }

  #rollbackQuietly() {
    try {
      this.#database.exec("rollback");
    } catch {
      // Already rolled back by SQLite: nothing left to undo.
    }
  }
}
