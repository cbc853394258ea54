import { type Kysely, PostgresAdapter, sql } from "kysely";

/**
 * A delegate's request to cancel a registration for which money was received (issue #38 item 3,
 * decision 0069): why, the account to refund to (an IBAN or a Moroccan RIB, checked, in its
 * electronic form), what had been received then; and, once the secretariat has sent the money
 * back, how much, on which day, by whom. At most one pending request per registration (a partial
 * unique index). Erasing the registration deletes its requests, account included.
 */
const onPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("cancellation_requests")
    .addColumn("id", "integer", (column) =>
      onPostgres(db)
        ? column.primaryKey().generatedByDefaultAsIdentity()
        : column.primaryKey().autoIncrement(),
    )
    .addColumn("registration_id", "integer", (column) =>
      column.notNull().references("registrations.id").onDelete("cascade"),
    )
    .addColumn("reason", "text", (column) => column.notNull())
    .addColumn("account_kind", "text", (column) => column.notNull())
    .addColumn("account", "text", (column) => column.notNull())
    .addColumn("amount_received_centimes", "integer", (column) => column.notNull())
    .addColumn("requested_at", "text", (column) => column.notNull())
    .addColumn("requested_by_email", "text", (column) => column.notNull())
    .addColumn("status", "text", (column) => column.notNull().defaultTo("pending"))
    .addColumn("refund_centimes", "integer")
    .addColumn("refunded_on", "text")
    .addColumn("handled_at", "text")
    .addColumn("handled_by_email", "text")
    .execute();
  await db.schema
    .createIndex("cancellation_requests_one_pending")
    .on("cancellation_requests")
    .column("registration_id")
    .unique()
    .where(sql.ref("status"), "=", "pending")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("cancellation_requests").execute();
}
