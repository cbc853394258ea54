import { randomInt } from "node:crypto";
import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from "kysely";

// Frozen in time: the alphabet and prefixes are copied here on purpose, so that later changes to
// the edition or to the reference code never alter what this migration wrote.
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTWXYZ";
const PREFIXES: Record<string, string> = { registrations: "CPSS", submissions: "ABS" };

function newReference(prefix: string, taken: Set<string>): string {
  for (;;) {
    const code = Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
    const reference = `${prefix}-${code}`;
    if (!taken.has(reference)) {
      taken.add(reference);
      return reference;
    }
  }
}

function idColumn(db: Kysely<any>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return (column: ColumnDefinitionBuilder) =>
    postgres
      ? column.primaryKey().generatedByDefaultAsIdentity()
      : column.primaryKey().autoIncrement();
}

export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, prefix] of Object.entries(PREFIXES)) {
    // Nullable in the table (SQLite cannot add a NOT NULL column without a default); every row
    // gets one here and the application always writes one.
    await db.schema.alterTable(table).addColumn("reference", "text").execute();
    const taken = new Set<string>();
    const rows = await db.selectFrom(table).select("id").orderBy("id").execute();
    for (const row of rows) {
      await db
        .updateTable(table)
        .set({ reference: newReference(prefix, taken) })
        .where("id", "=", row.id)
        .execute();
    }
    await db.schema
      .createIndex(`${table}_reference_unique`)
      .on(table)
      .column("reference")
      .unique()
      .execute();
  }

  await db.schema
    .createTable("outbox")
    .addColumn("id", "integer", idColumn(db))
    .addColumn("message_id", "text", (column) => column.notNull().unique())
    .addColumn("kind", "text", (column) => column.notNull())
    .addColumn("status", "text", (column) => column.notNull().defaultTo("queued"))
    .addColumn("to_address", "text", (column) => column.notNull())
    .addColumn("to_name", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("subject", "text", (column) => column.notNull())
    .addColumn("html_body", "text", (column) => column.notNull())
    .addColumn("text_body", "text", (column) => column.notNull())
    .addColumn("entity_type", "text")
    .addColumn("entity_id", "integer")
    .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (column) => column.notNull())
    .addColumn("last_attempt_at", "text")
    .addColumn("last_error", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("sent_at", "text")
    .addColumn("lease_owner", "text")
    .addColumn("lease_expires_at", "text")
    .addColumn("eml_file", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("search_text", "text", (column) => column.notNull().defaultTo(""))
    .execute();
  await db.schema
    .createIndex("outbox_due_index")
    .on("outbox")
    .columns(["status", "next_attempt_at"])
    .execute();
  await db.schema
    .createIndex("outbox_entity_index")
    .on("outbox")
    .columns(["entity_type", "entity_id"])
    .execute();
  await db.schema
    .createIndex("outbox_created_at_index")
    .on("outbox")
    .column("created_at")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("outbox").execute();
  for (const table of Object.keys(PREFIXES)) {
    await db.schema.dropIndex(`${table}_reference_unique`).execute();
    await db.schema.alterTable(table).dropColumn("reference").execute();
  }
}
