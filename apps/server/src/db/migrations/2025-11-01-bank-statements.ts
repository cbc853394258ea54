import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from "kysely";

function idColumn(db: Kysely<any>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return (column: ColumnDefinitionBuilder) =>
    postgres
      ? column.primaryKey().generatedByDefaultAsIdentity()
      : column.primaryKey().autoIncrement();
}

/**
 * Bank statement imports (issue #9 item 3): each confirmed import, and each statement line it
 * recorded as a payment. The line's checksum (date, amount, label) is unique, so importing the
 * same statement again — or two staff confirming it at once — records nothing twice.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("bank_imports")
    .addColumn("id", "integer", idColumn(db))
    .addColumn("created_at", "text", (column) => column.notNull())
    // No foreign key: like the audit log, the import outlives the admin account.
    .addColumn("actor_id", "integer")
    .addColumn("actor_email", "text", (column) => column.notNull())
    .addColumn("file_name", "text", (column) => column.notNull())
    .addColumn("line_count", "integer", (column) => column.notNull())
    .execute();

  await db.schema
    .createTable("bank_import_lines")
    .addColumn("id", "integer", idColumn(db))
    .addColumn("import_id", "integer", (column) =>
      column.notNull().references("bank_imports.id").onDelete("cascade"),
    )
    .addColumn("checksum", "text", (column) => column.notNull().unique())
    .addColumn("line_number", "integer", (column) => column.notNull())
    .addColumn("booked_on", "text", (column) => column.notNull())
    .addColumn("amount_centimes", "integer", (column) => column.notNull())
    .addColumn("label", "text", (column) => column.notNull())
    .addColumn("payer", "text", (column) => column.notNull())
    // The registration it paid; kept as a reference if that registration is deleted later.
    .addColumn("registration_id", "integer", (column) =>
      column.references("registrations.id").onDelete("set null"),
    )
    .addColumn("registration_reference", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("bank_import_lines_registration_index")
    .on("bank_import_lines")
    .column("registration_id")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("bank_import_lines").execute();
  await db.schema.dropTable("bank_imports").execute();
}
