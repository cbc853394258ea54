import { sql } from "kysely";
import type { Db } from "../../db/connection.ts";
import { countRows } from "./admin-search.ts";

/** Figures over a listed table, for the dashboard; each domain calls them on its own table. */
type CountedTable = "registrations" | "submissions" | "contact_messages";

/**
 * The table's total, from `row_counts` (exact and kept by triggers, decision 0014: no count(*)
 * scan), and its rows created since `since` (a range of the `created_at` index).
 */
export async function createdCounts(db: Db, table: CountedTable, since: string) {
  const [total, today] = await Promise.all([
    countRows(db, table),
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("created_at", ">=", since)
      .executeTakeFirstOrThrow(),
  ]);
  return { total, since: Number(today.count) };
}

/** Rows per value of one column: one GROUP BY, served by the column's index (2025-11-06). */
export async function countsByValue(db: Db, table: CountedTable, column: string) {
  const ref = sql.ref(column);
  const { rows } = await sql<{ value: string; count: number | string }>`
    select ${ref} as value, count(*) as count
    from ${sql.table(table)}
    group by ${ref}`.execute(db);
  // PostgreSQL's count is a bigint, which pg hands over as a string.
  return rows.map((row) => ({ value: row.value, count: Number(row.count) }));
}
