import { readFileSync } from "node:fs";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { DATABASE_ENGINES, type TestDatabase } from "../testing/test-databases.ts";
import type { Db } from "./connection.ts";

const WRITERS = 40;

async function notesTable(db: Db) {
  await sql`create table notes (id integer primary key, body text not null)`.execute(db);
}

const insertNote = (db: Db, id: number) =>
  sql`insert into notes (id, body) values (${id}, ${`note ${id}`})`.execute(db);

async function noteIds(db: Db): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`select id from notes order by id`.execute(db);
  return rows.map((row) => Number(row.id));
}

describe.each(DATABASE_ENGINES)("concurrent transactions on $engine", ({ create }) => {
  let database: TestDatabase;
  afterEach(async () => database?.drop());

  it("stores each one that succeeds, before telling its caller, and none of one that fails", async () => {
    database = await create();
    await notesTable(database.db);
    const other = database.connectAgain();
    try {
      const seenByAnotherConnection: number[] = [];
      const outcomes = await Promise.allSettled(
        Array.from({ length: WRITERS }, async (_, id) => {
          await database.db.transaction().execute(async (trx) => {
            await insertNote(trx, id);
            if (id % 10 === 3) throw new Error(`refused ${id}`);
          });
          // Told it is stored: another connection (another process) must see it already.
          if ((await noteIds(other)).includes(id)) seenByAnotherConnection.push(id);
        }),
      );
      const succeeded = outcomes.flatMap((outcome, id) =>
        outcome.status === "fulfilled" ? [id] : [],
      );
      expect(succeeded).toHaveLength(WRITERS - WRITERS / 10);
      expect(succeeded.some((id) => id % 10 === 3)).toBe(false);
      expect(seenByAnotherConnection.sort((a, b) => a - b)).toEqual(succeeded);
      expect(await noteIds(database.db)).toEqual(succeeded);
    } finally {
      await other.destroy();
    }
  });
});

/** Commit frames in a WAL file (those whose header gives the database size), current salt only. */
function walCommits(walFile: string): number {
  const wal = readFileSync(walFile);
  const pageSize = wal.readUInt32BE(8);
  const salt = [wal.readUInt32BE(16), wal.readUInt32BE(20)];
  let commits = 0;
  for (let offset = 32; offset + 24 + pageSize <= wal.length; offset += 24 + pageSize) {
    const current =
      wal.readUInt32BE(offset + 8) === salt[0] && wal.readUInt32BE(offset + 12) === salt[1];
    if (current && wal.readUInt32BE(offset + 4) > 0) commits += 1;
  }
  return commits;
}

describe("group commit on SQLite", () => {
  const [sqlite] = DATABASE_ENGINES;
  let database: TestDatabase;
  afterEach(async () => database?.drop());

  it("commits transactions started together in one COMMIT, and one alone at once", async () => {
    database = await sqlite.create();
    const { file } = database.config as { file: string };
    await notesTable(database.db);
    const before = walCommits(`${file}-wal`);

    await Promise.all(
      Array.from({ length: WRITERS }, (_, id) =>
        database.db.transaction().execute((trx) => insertNote(trx, id)),
      ),
    );
    const together = walCommits(`${file}-wal`) - before;
    expect(together).toBe(1);

    await database.db.transaction().execute((trx) => insertNote(trx, WRITERS));
    expect(walCommits(`${file}-wal`) - before).toBe(2);
    expect(await noteIds(database.db)).toHaveLength(WRITERS + 1);
  });

  it("lets two connections of one process write together without waiting on each other's lock", async () => {
    database = await sqlite.create();
    await notesTable(database.db);
    const other = database.connectAgain();
    try {
      // SQLite's busy wait is synchronous: waiting there for the other group's lock would block
      // the event loop that group needs to commit, until SQLITE_BUSY.
      await Promise.all(
        Array.from({ length: WRITERS }, (_, id) =>
          (id % 2 === 0 ? database.db : other).transaction().execute((trx) => insertNote(trx, id)),
        ),
      );
      expect(await noteIds(other)).toEqual(Array.from({ length: WRITERS }, (_, id) => id));
    } finally {
      await other.destroy();
    }
  });

  it("never begins two connections' transactions together, even when both start in one turn", async () => {
    database = await sqlite.create();
    await notesTable(database.db);
    const other = database.connectAgain();
    try {
      // Each transaction reads, then writes: had both begun, the second one's write would find
      // its snapshot stale once the first commits (SQLITE_BUSY, "database is locked").
      const readThenWrite = (db: Db, id: number) =>
        db.transaction().execute(async (trx) => {
          await noteIds(trx);
          await insertNote(trx, id);
        });
      for (let round = 0; round < 10; round++) {
        await Promise.all([
          readThenWrite(database.db, 2 * round),
          readThenWrite(other, 2 * round + 1),
        ]);
      }
      expect(await noteIds(other)).toEqual(Array.from({ length: 20 }, (_, id) => id));
    } finally {
      await other.destroy();
    }
  });

  it("fails every transaction of a group whose COMMIT fails, and stores none", async () => {
    database = await sqlite.create();
    const { db } = database;
    await sql`create table parents (id integer primary key)`.execute(db);
    // A deferred key is checked at COMMIT: the one way to make a COMMIT fail on demand.
    await sql`create table children (id integer primary key, parent_id integer not null
      references parents (id) deferrable initially deferred)`.execute(db);
    await sql`insert into parents (id) values (1)`.execute(db);
    const child = (id: number, parent: number) =>
      db
        .transaction()
        .execute((trx) =>
          sql`insert into children (id, parent_id) values (${id}, ${parent})`.execute(trx),
        );

    const outcomes = await Promise.allSettled([child(1, 1), child(2, 99), child(3, 1)]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["rejected", "rejected", "rejected"]);
    const { rows } = await sql<{ n: number }>`select count(*) as n from children`.execute(db);
    expect(rows[0]?.n).toBe(0);

    // The next group is unaffected.
    await child(4, 1);
    const after = await sql<{ id: number }>`select id from children`.execute(db);
    expect(after.rows).toEqual([{ id: 4 }]);
  });

  it("commits the open group before a query outside a transaction, which then reads it", async () => {
    database = await sqlite.create();
    await notesTable(database.db);
    const written = database.db.transaction().execute((trx) => insertNote(trx, 1));
    // Issued before the group's COMMIT was due: it must not run inside the open transaction.
    const read = noteIds(database.db);
    const other = database.connectAgain();
    try {
      expect(await read).toEqual([1]);
      expect(await noteIds(other)).toEqual([1]);
      await written;
    } finally {
      await other.destroy();
    }
  });
});
