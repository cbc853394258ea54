import { type Kysely, PostgresAdapter } from "kysely";
import { indexTablePostgres, indexTableSqlite, unindexTable } from "./2025-10-01-search-index.ts";

/**
 * The audit log searched like the other admin lists (decision 0014): its `search_text`, filled by
 * the application since 2025-10-10, becomes derived by the database and indexed (FTS5 trigram on
 * SQLite, pg_trgm on PostgreSQL), and its rows are counted in `row_counts`. It grows with every
 * staff action and is never pruned, and a line written by SQL is found too.
 *
 * Frozen in time: the searched columns are copied here on purpose.
 */
const COLUMNS = ["actor_email", "action", "entity_reference"];

export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await indexTablePostgres(db, "audit_log", COLUMNS);
  } else {
    await indexTableSqlite(db, "audit_log", COLUMNS);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await unindexTable(db, "audit_log", COLUMNS);
}
