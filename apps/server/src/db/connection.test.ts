import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { DATABASE_ENGINES } from "../testing/test-databases.ts";
import { openDatabase, prepared } from "./connection.ts";

it("keeps SQLite's page cache at 4 MB, not better-sqlite3's 16 MB (the server's memory budget)", async () => {
  const dir = mkdtempSync(join(tmpdir(), "congres-connection-"));
  const db = openDatabase({ kind: "sqlite", file: join(dir, "congres.sqlite") });
  try {
    const { rows } = await sql<{ cache_size: number }>`pragma cache_size`.execute(db);
    expect(rows).toEqual([{ cache_size: -4000 }]);
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
});

describe.each(DATABASE_ENGINES)("a query marked `prepared` on $engine", ({ engine, create }) => {
  it("answers like any other; on PostgreSQL it is a statement named once per connection", async () => {
    const database = await create();
    try {
      await database.db.connection().execute(async (connection) => {
        for (const n of [1, 2]) {
          const { rows } = await sql<{
            n: number;
          }>`${prepared} select cast(${n} as integer) as n`.execute(connection);
          expect(rows).toEqual([{ n }]);
        }
        await sql`select cast(${3} as integer) as n`.execute(connection);
        if (engine !== "PostgreSQL") return;
        const { rows } = await sql<{ statement: string }>`
          select statement from pg_prepared_statements`.execute(connection);
        expect(rows).toEqual([{ statement: "/* prepared */ select cast($1 as integer) as n" }]);
      });
    } finally {
      await database.drop();
    }
  });
});
