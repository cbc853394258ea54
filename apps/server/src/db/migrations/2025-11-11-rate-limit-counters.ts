import { type Kysely, PostgresAdapter, sql } from "kysely";

/**
 * The public writes' counters when several servers share one PostgreSQL (issue #27, decision
 * 0040): one row per limit, route and client address, its hits and when its window ends
 * (milliseconds since 1970 by the database's clock, so that servers whose clocks differ agree).
 * On PostgreSQL the table is UNLOGGED: counters are not worth a WAL write per public write, and
 * losing them in a crash only reopens the windows. SQLite (one server) keeps them in memory: the
 * table exists there unused, so that both engines have one schema.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("rate_limit_counters")
    .$call((table) => (postgres ? table.modifyFront(sql`unlogged`) : table))
    .addColumn("key", "text", (column) => column.primaryKey())
    .addColumn("hits", "integer", (column) => column.notNull())
    .addColumn("resets_at_ms", "bigint", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("rate_limit_counters_resets_at_index")
    .on("rate_limit_counters")
    .column("resets_at_ms")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("rate_limit_counters").execute();
}
