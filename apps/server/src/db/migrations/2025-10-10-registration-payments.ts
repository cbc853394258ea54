import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from "kysely";

// Frozen in time: the fees of the 2025 edition in centimes, copied here on purpose, so that a
// later edition's fees never change what this migration wrote for the rows that existed then.
const STANDARD_FEE_CENTIMES = 100_000;
const STUDENT_FEE_CENTIMES = 50_000;
const STUDENT_PARTICIPATION = "etudiant";

function idColumn(db: Kysely<any>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return (column: ColumnDefinitionBuilder) =>
    postgres
      ? column.primaryKey().generatedByDefaultAsIdentity()
      : column.primaryKey().autoIncrement();
}

const PAYMENT_COLUMNS = [
  "amount_due_centimes",
  "payment_status",
  "amount_received_centimes",
  "paid_at",
  "bank_label",
  "staff_note",
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  // SQLite adds a NOT NULL column only with a default; the amount due is then computed per row.
  await db.schema
    .alterTable("registrations")
    .addColumn("amount_due_centimes", "integer", (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("registrations")
    .addColumn("payment_status", "text", (column) => column.notNull().defaultTo("en_attente"))
    .execute();
  await db.schema
    .alterTable("registrations")
    .addColumn("amount_received_centimes", "integer", (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("registrations").addColumn("paid_at", "text").execute();
  await db.schema
    .alterTable("registrations")
    .addColumn("bank_label", "text", (column) => column.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("registrations")
    .addColumn("staff_note", "text", (column) => column.notNull().defaultTo(""))
    .execute();
  await db
    .updateTable("registrations")
    .set({
      amount_due_centimes: sql`case when participation_type = ${STUDENT_PARTICIPATION} then ${sql.lit(STUDENT_FEE_CENTIMES)} else ${sql.lit(STANDARD_FEE_CENTIMES)} end`,
    })
    .execute();
  await db.schema
    .createIndex("registrations_payment_status_index")
    .on("registrations")
    .column("payment_status")
    .execute();

  await db.schema
    .createTable("audit_log")
    .addColumn("id", "integer", idColumn(db))
    .addColumn("created_at", "text", (column) => column.notNull())
    // No foreign key: the line outlives the admin account (its e-mail is kept as it was).
    .addColumn("actor_id", "integer")
    .addColumn("actor_email", "text", (column) => column.notNull())
    .addColumn("action", "text", (column) => column.notNull())
    .addColumn("entity_type", "text", (column) => column.notNull())
    .addColumn("entity_id", "integer")
    .addColumn("entity_reference", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("changes", "text", (column) => column.notNull().defaultTo("{}"))
    .addColumn("reverts_id", "integer")
    .addColumn("search_text", "text", (column) => column.notNull().defaultTo(""))
    .execute();
  await db.schema
    .createIndex("audit_log_entity_index")
    .on("audit_log")
    .columns(["entity_type", "entity_id", "id"])
    .execute();
  await db.schema
    .createIndex("audit_log_created_at_index")
    .on("audit_log")
    .column("created_at")
    .execute();

  await db.schema
    .createTable("settings")
    .addColumn("key", "text", (column) => column.primaryKey())
    .addColumn("value", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .addColumn("updated_by_email", "text", (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("settings").execute();
  await db.schema.dropTable("audit_log").execute();
  await db.schema.dropIndex("registrations_payment_status_index").execute();
  for (const column of PAYMENT_COLUMNS) {
    await db.schema.alterTable("registrations").dropColumn(column).execute();
  }
}
