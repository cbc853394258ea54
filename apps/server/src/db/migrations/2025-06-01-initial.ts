import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from "kysely";

// Frozen in time: this migration must keep producing the same tables whatever the code becomes.

function idColumn(db: Kysely<any>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return (column: ColumnDefinitionBuilder) =>
    postgres
      ? column.primaryKey().generatedByDefaultAsIdentity()
      : column.primaryKey().autoIncrement();
}

const text = (column: ColumnDefinitionBuilder) => column.notNull();
const emptyText = (column: ColumnDefinitionBuilder) => column.notNull().defaultTo("");
const flag = (column: ColumnDefinitionBuilder) => column.notNull().defaultTo(0);

export async function up(db: Kysely<any>): Promise<void> {
  const id = idColumn(db);

  await db.schema
    .createTable("registrations")
    .addColumn("id", "integer", id)
    .addColumn("first_name", "text", text)
    .addColumn("last_name", "text", text)
    .addColumn("email", "text", text)
    .addColumn("phone", "text", text)
    .addColumn("title", "text", text)
    .addColumn("specialty", "text", text)
    .addColumn("institution", "text", text)
    .addColumn("address", "text", text)
    .addColumn("city", "text", text)
    .addColumn("country", "text", text)
    .addColumn("participation_type", "text", text)
    .addColumn("accommodation_needed", "integer", flag)
    .addColumn("dietary_restrictions", "text", emptyText)
    .addColumn("emergency_contact", "text", text)
    .addColumn("emergency_phone", "text", text)
    .addColumn("terms_accepted", "integer", flag)
    .addColumn("created_at", "text", text)
    .execute();

  await db.schema
    .createTable("submissions")
    .addColumn("id", "integer", id)
    .addColumn("first_name", "text", text)
    .addColumn("last_name", "text", text)
    .addColumn("email", "text", text)
    .addColumn("phone", "text", emptyText)
    .addColumn("institution", "text", text)
    .addColumn("department", "text", emptyText)
    .addColumn("country", "text", text)
    .addColumn("submission_type", "text", text)
    .addColumn("category", "text", text)
    .addColumn("title", "text", text)
    .addColumn("abstract", "text", text)
    .addColumn("keywords", "text", emptyText)
    .addColumn("has_conflict_of_interest", "integer", flag)
    .addColumn("conflict_description", "text", emptyText)
    .addColumn("accepts_terms", "integer", flag)
    .addColumn("accepts_review", "integer", flag)
    .addColumn("created_at", "text", text)
    .execute();

  await db.schema
    .createTable("submission_authors")
    .addColumn("id", "integer", id)
    .addColumn("submission_id", "integer", (column) =>
      column.notNull().references("submissions.id").onDelete("cascade"),
    )
    .addColumn("position", "integer", text)
    .addColumn("first_name", "text", text)
    .addColumn("last_name", "text", text)
    .addColumn("email", "text", emptyText)
    .addColumn("affiliation", "text", emptyText)
    .addColumn("is_presenting", "integer", flag)
    .addUniqueConstraint("submission_authors_position_unique", ["submission_id", "position"])
    .execute();

  await db.schema
    .createTable("contact_messages")
    .addColumn("id", "integer", id)
    .addColumn("first_name", "text", emptyText)
    .addColumn("last_name", "text", emptyText)
    .addColumn("email", "text", text)
    .addColumn("phone", "text", emptyText)
    .addColumn("institution", "text", emptyText)
    .addColumn("subject", "text", emptyText)
    .addColumn("message", "text", text)
    .addColumn("created_at", "text", text)
    .execute();

  await db.schema
    .createTable("users")
    .addColumn("id", "integer", id)
    .addColumn("name", "text", text)
    .addColumn("email", "text", (column) => column.notNull().unique())
    .addColumn("password_hash", "text", text)
    .addColumn("created_at", "text", text)
    .execute();

  await db.schema
    .createTable("sessions")
    .addColumn("token_hash", "text", (column) => column.primaryKey())
    .addColumn("user_id", "integer", (column) =>
      column.notNull().references("users.id").onDelete("cascade"),
    )
    .addColumn("created_at", "text", text)
    .addColumn("last_seen_at", "text", text)
    .addColumn("expires_at", "text", text)
    .execute();

  for (const table of ["registrations", "submissions", "contact_messages"]) {
    await db.schema
      .createIndex(`${table}_created_at_index`)
      .on(table)
      .column("created_at")
      .execute();
  }
  await db.schema.createIndex("sessions_user_id_index").on("sessions").column("user_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "sessions",
    "users",
    "contact_messages",
    "submission_authors",
    "submissions",
    "registrations",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
