import { type Kysely, PostgresAdapter, sql } from "kysely";
import { indexTablePostgres, indexTableSqlite } from "./2025-10-01-search-index.ts";

/**
 * A registration's or a submission's reference (`CPSS-T3P5W`, `ABS-…`) is what delegates quote:
 * it joins the searched text (issue #28 item 6). The database derives it, as every searched text
 * (decision 0014), and the rows that exist are indexed again here. A reference typed without
 * its dash is given one by the search itself (`withReferenceDash`).
 *
 * Frozen in time: the searched columns are copied here on purpose.
 */
const SEARCHED_BEFORE: Record<string, string[]> = {
  registrations: ["first_name", "last_name", "email", "institution"],
  submissions: ["first_name", "last_name", "email", "title", "institution"],
};

/** The triggers migration 2025-10-01 gave a searched table, by engine. */
const TRIGGERS = {
  postgres: ["count_insert", "count_delete", "count_truncate"],
  sqlite: ["search_insert", "search_delete", "search_update"],
};

/** Drops `table`'s search index, its triggers and its row count (`search_text` stays). */
async function dropSearchIndex(db: Kysely<any>, table: string, postgres: boolean) {
  const onTable = postgres ? sql` on ${sql.id(table)}` : sql``;
  for (const trigger of TRIGGERS[postgres ? "postgres" : "sqlite"]) {
    await sql`drop trigger ${sql.id(`${table}_${trigger}`)}${onTable}`.execute(db);
  }
  if (!postgres) await sql`drop table ${sql.id(`${table}_search`)}`.execute(db);
  await db.deleteFrom("row_counts").where("table_name", "=", table).execute();
}

/**
 * `table` searched on `columns` from now on: its searched text, index, triggers and row count
 * built again for every existing row (migration 2025-10-01's helpers; also for later migrations).
 */
export async function reindexTable(db: Kysely<any>, table: string, columns: string[]) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres) {
    await dropSearchIndex(db, table, postgres);
    await indexTablePostgres(db, table, columns);
    return;
  }
  // The index's `secure-delete` (migration 2025-11-05: an erased name leaves no trace in it)
  // is kept by the new index.
  const index = sql.id(`${table}_search`);
  const { rows } = await sql<{ v: number }>`
    select v from ${sql.id(`${table}_search_config`)} where k = 'secure-delete'`.execute(db);
  await dropSearchIndex(db, table, postgres);
  await indexTableSqlite(db, table, columns);
  if (rows[0]?.v) {
    await sql`insert into ${index} (${index}, rank) values ('secure-delete', 1)`.execute(db);
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, columns] of Object.entries(SEARCHED_BEFORE)) {
    await reindexTable(db, table, [...columns, "reference"]);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [table, columns] of Object.entries(SEARCHED_BEFORE)) {
    await reindexTable(db, table, columns);
  }
}
