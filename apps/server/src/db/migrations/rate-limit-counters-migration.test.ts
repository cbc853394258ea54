import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { migrationHarness } from "../../testing/migration-harness.ts";
import { DATABASE_ENGINES } from "../../testing/test-databases.ts";
import { isPostgres } from "../connection.ts";

const BEFORE = "2025-11-10-latin-names";
const MIGRATION = "2025-11-11-rate-limit-counters";

describe.each(DATABASE_ENGINES)("the 2025-11-11 rate limit counters on $engine", ({ create }) => {
  const harness = migrationHarness(create);

  /** The table's columns, and on PostgreSQL whether it is unlogged; none when it is absent. */
  const table = async () => {
    const db = harness.database.db;
    if (isPostgres(db)) {
      const { rows } = await sql<{ column_name: string; relpersistence: string }>`
        select c.column_name, r.relpersistence from information_schema.columns c
        join pg_class r on r.relname = c.table_name
        where c.table_name = 'rate_limit_counters' order by c.ordinal_position`.execute(db);
      return {
        columns: rows.map((row) => row.column_name),
        unlogged: rows[0]?.relpersistence === "u",
      };
    }
    const { rows } = await sql<{ name: string }>`
      select name from pragma_table_info('rate_limit_counters')`.execute(db);
    return { columns: rows.map((row) => row.name), unlogged: false };
  };

  it("adds the counters' table (unlogged on PostgreSQL), and takes it away again", async () => {
    expect((await harness.migrator.migrateTo(BEFORE)).error).toBeUndefined();
    expect((await table()).columns).toEqual([]);
    expect((await harness.migrator.migrateTo(MIGRATION)).error).toBeUndefined();
    expect(await table()).toEqual({
      columns: ["key", "hits", "resets_at_ms"],
      unlogged: isPostgres(harness.database.db),
    });
    await harness.database.db
      .insertInto("rate_limit_counters")
      .values({ key: "minute /api/contact 192.0.2.1", hits: 1, resets_at_ms: 1_764_000_000_000 })
      .execute();
    const [row] = await harness.database.db.selectFrom("rate_limit_counters").selectAll().execute();
    expect(row).toEqual({
      key: "minute /api/contact 192.0.2.1",
      hits: 1,
      resets_at_ms: 1_764_000_000_000,
    });
    expect((await harness.migrator.migrateTo(BEFORE)).error).toBeUndefined();
    expect((await table()).columns).toEqual([]);
  });
});
