import { type Kysely, sql } from "kysely";

/**
 * The dashboard's charts and the admins' last sign-in (decision 0025).
 *
 * - One index per charted column, so that each `GROUP BY` of `GET /api/admin/stats` reads a
 *   narrow index instead of the rows (SQLite walks it in order and groups without sorting;
 *   PostgreSQL can answer from it alone).
 * - The registrations per UTC hour (`substr(created_at, 1, 13)`, the per-day chart): an index on
 *   that very expression, so the database walks the hours in order instead of sorting a million.
 * - The payments figures: their three columns in one index, narrower than the rows to scan.
 * - `users.last_sign_in_at`: written at each successful sign-in, shown on the users screen;
 *   null for an admin who never signed in since.
 *
 * Frozen in time: the indexed columns are copied here on purpose.
 */
const CHARTED_COLUMNS = [
  ["registrations", "participation_type"],
  ["registrations", "country"],
  ["submissions", "category"],
  ["submissions", "submission_type"],
] as const;

const indexName = (table: string, column: string) => `${table}_${column}_index`;

export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, column] of CHARTED_COLUMNS) {
    await db.schema.createIndex(indexName(table, column)).on(table).column(column).execute();
  }
  await db.schema
    .createIndex("registrations_created_hour_index")
    .on("registrations")
    .expression(sql`substr(created_at, 1, 13)`)
    .execute();
  await db.schema
    .createIndex("registrations_payment_totals_index")
    .on("registrations")
    .columns(["payment_status", "amount_due_centimes", "amount_received_centimes"])
    .execute();
  await db.schema.alterTable("users").addColumn("last_sign_in_at", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("last_sign_in_at").execute();
  await db.schema.dropIndex("registrations_payment_totals_index").execute();
  await db.schema.dropIndex("registrations_created_hour_index").execute();
  for (const [table, column] of CHARTED_COLUMNS) {
    await db.schema.dropIndex(indexName(table, column)).execute();
  }
}
