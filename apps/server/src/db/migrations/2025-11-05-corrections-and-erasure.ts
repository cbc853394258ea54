import { type Kysely, PostgresAdapter, sql } from "kysely";

/**
 * Staff corrections and erasure (issue #10 item 6, decision 0024).
 *
 * - `version` on the three edited tables: a correction is written only if the row still has the
 *   version the editor read (optimistic concurrency), and adds one.
 * - SQLite: the FTS5 search indexes of the tables that hold personal data remove a deleted or
 *   updated row's terms at once (`secure-delete`) instead of leaving them behind a delete marker
 *   until a later merge: an erased name, or the old value of a corrected one, leaves nothing in
 *   the index.
 *
 * Frozen in time: the table names are copied here on purpose.
 */
const VERSIONED = ["registrations", "submissions", "contact_messages"];
const PERSONAL_SEARCH_INDEXES = [
  "registrations_search",
  "submissions_search",
  "contact_messages_search",
  "outbox_search",
];

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of VERSIONED) {
    await db.schema
      .alterTable(table)
      .addColumn("version", "integer", (column) => column.notNull().defaultTo(1))
      .execute();
  }
  if (isPostgres(db)) return;
  for (const index of PERSONAL_SEARCH_INDEXES) {
    await sql`insert into ${sql.id(index)} (${sql.id(index)}, rank) values ('secure-delete', 1)`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) {
    for (const index of PERSONAL_SEARCH_INDEXES) {
      await sql`insert into ${sql.id(index)} (${sql.id(index)}, rank) values ('secure-delete', 0)`.execute(
        db,
      );
    }
  }
  for (const table of VERSIONED) {
    await db.schema.alterTable(table).dropColumn("version").execute();
  }
}
