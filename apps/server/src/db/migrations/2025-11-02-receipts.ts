import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from "kysely";

function idColumn(db: Kysely<any>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return (column: ColumnDefinitionBuilder) =>
    postgres
      ? column.primaryKey().generatedByDefaultAsIdentity()
      : column.primaryKey().autoIncrement();
}

/**
 * Payment receipts (issue #9, decision 0021): a gap-free number per calendar year, allocated from
 * `receipt_counters` in the transaction that marks the registration paid, and the receipt as
 * issued (a snapshot: a later correction of the registration does not rewrite a receipt). Mails
 * may now carry attachments rendered at delivery from stored rows (`outbox.attachments`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("receipt_counters")
    .addColumn("year", "integer", (column) => column.primaryKey())
    .addColumn("last_number", "integer", (column) => column.notNull())
    .execute();
  await db.schema
    .createTable("receipts")
    .addColumn("id", "integer", idColumn(db))
    .addColumn("number", "text", (column) => column.notNull().unique())
    .addColumn("year", "integer", (column) => column.notNull())
    .addColumn("sequence", "integer", (column) => column.notNull())
    // Kept when the registration is deleted: a receipt number, once given, stays accounted for.
    .addColumn("registration_id", "integer", (column) =>
      column.references("registrations.id").onDelete("set null"),
    )
    .addColumn("reference", "text", (column) => column.notNull())
    .addColumn("delegate_name", "text", (column) => column.notNull())
    .addColumn("delegate_email", "text", (column) => column.notNull())
    .addColumn("amount_centimes", "integer", (column) => column.notNull())
    .addColumn("paid_on", "text", (column) => column.notNull())
    .addColumn("issued_at", "text", (column) => column.notNull())
    .addColumn("cancelled_at", "text")
    .addUniqueConstraint("receipts_year_sequence_unique", ["year", "sequence"])
    .execute();
  await db.schema
    .createIndex("receipts_registration_index")
    .on("receipts")
    .column("registration_id")
    .execute();
  await db.schema.alterTable("outbox").addColumn("attachments", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("outbox").dropColumn("attachments").execute();
  await db.schema.dropTable("receipts").execute();
  await db.schema.dropTable("receipt_counters").execute();
}
