import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from "kysely";

/**
 * Group orders and invoices (issue #40 items 4 and 5, decision 0076).
 *
 * `registration_groups`: an institution's order for several delegates, its own reference
 * (`GRP-7KQ2M`, written on the transfer) and who pays; `registration_group_members` links each
 * delegate's own registration to it (a registration is in at most one group; staff may move one
 * out, which deletes the link).
 *
 * `invoices`: invoices, credit notes and pro-formas as issued (a snapshot, never changed), each
 * numbered per series and calendar year from `invoice_counters`, whose row the issuing
 * transaction locks: no gap, no duplicate, whatever the number of servers. One invoice per
 * registration or group (partial unique indexes), so that asking twice answers the same one.
 */
const onPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<any>): Promise<void> {
  const id = (column: ColumnDefinitionBuilder) =>
    onPostgres(db)
      ? column.primaryKey().generatedByDefaultAsIdentity()
      : column.primaryKey().autoIncrement();
  await db.schema
    .createTable("registration_groups")
    .addColumn("id", "integer", id)
    .addColumn("reference", "text", (column) => column.notNull().unique())
    .addColumn("payer_name", "text", (column) => column.notNull())
    .addColumn("institution", "text", (column) => column.notNull())
    .addColumn("email", "text", (column) => column.notNull())
    .addColumn("address", "text", (column) => column.notNull())
    .addColumn("tax_id", "text", (column) => column.notNull())
    .addColumn("language", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createTable("registration_group_members")
    .addColumn("registration_id", "integer", (column) =>
      column.primaryKey().references("registrations.id").onDelete("cascade"),
    )
    .addColumn("group_id", "integer", (column) =>
      column.notNull().references("registration_groups.id").onDelete("cascade"),
    )
    .execute();
  await db.schema
    .createIndex("registration_group_members_group_index")
    .on("registration_group_members")
    .column("group_id")
    .execute();

  await db.schema
    .createTable("invoice_counters")
    .addColumn("series", "text", (column) => column.notNull())
    .addColumn("year", "integer", (column) => column.notNull())
    .addColumn("last_number", "integer", (column) => column.notNull())
    .addPrimaryKeyConstraint("invoice_counters_pk", ["series", "year"])
    .execute();
  await db.schema
    .createTable("invoices")
    .addColumn("id", "integer", id)
    .addColumn("number", "text", (column) => column.notNull().unique())
    .addColumn("kind", "text", (column) => column.notNull())
    .addColumn("series", "text", (column) => column.notNull())
    .addColumn("year", "integer", (column) => column.notNull())
    .addColumn("sequence", "integer", (column) => column.notNull())
    // Kept when a registration is erased: a number, once given, stays accounted for.
    .addColumn("registration_id", "integer", (column) =>
      column.references("registrations.id").onDelete("set null"),
    )
    .addColumn("group_id", "integer", (column) =>
      column.references("registration_groups.id").onDelete("set null"),
    )
    /** A credit note's invoice. */
    .addColumn("credits_invoice_id", "integer", (column) => column.references("invoices.id"))
    .addColumn("reference", "text", (column) => column.notNull())
    .addColumn("buyer_name", "text", (column) => column.notNull())
    .addColumn("buyer_address", "text", (column) => column.notNull())
    .addColumn("buyer_tax_id", "text", (column) => column.notNull())
    .addColumn("language", "text", (column) => column.notNull())
    /** JSON: [{reference, name, participation_type, amount_centimes}], one per delegate. */
    .addColumn("lines", "text", (column) => column.notNull())
    .addColumn("amount_centimes", "integer", (column) => column.notNull())
    .addColumn("received_centimes", "integer", (column) => column.notNull())
    /** A credit note's refund: the day the money left and the account it went to. */
    .addColumn("refunded_on", "text")
    .addColumn("refund_account", "text")
    .addColumn("issued_at", "text", (column) => column.notNull())
    .addColumn("issued_by_email", "text", (column) => column.notNull())
    .addUniqueConstraint("invoices_series_year_sequence_unique", ["series", "year", "sequence"])
    .execute();
  for (const [kind, owner] of [
    ["invoice", "registration_id"],
    ["invoice", "group_id"],
    ["proforma", "registration_id"],
    ["proforma", "group_id"],
  ] as const) {
    await db.schema
      .createIndex(`invoices_one_${kind}_per_${owner}`)
      .on("invoices")
      .column(owner)
      .unique()
      .where(sql.ref("kind"), "=", kind)
      .execute();
  }
  await db.schema
    .createIndex("invoices_credits_index")
    .on("invoices")
    .column("credits_invoice_id")
    .execute();
  await db.schema
    .createIndex("invoices_issued_at_index")
    .on("invoices")
    .column("issued_at")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("invoices").execute();
  await db.schema.dropTable("invoice_counters").execute();
  await db.schema.dropTable("registration_group_members").execute();
  await db.schema.dropTable("registration_groups").execute();
}
