import { type Kysely, PostgresAdapter, sql } from "kysely";

/**
 * Visa invitation letters and the verification codes of issued documents (issue #38 item 5,
 * decision 0070). A registration has at most one letter requested or approved at a time (a
 * partial unique index: two requests sent at once store one); a refused or revoked one stays,
 * with who decided and why. A code names one document (`kind`, `subject_id`: a letter's id, or a
 * registration's for its certificate) once: the same certificate keeps its code. Erasing the
 * registration deletes its letters and codes.
 */
const onPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("visa_letters")
    .addColumn("id", "integer", (column) =>
      onPostgres(db)
        ? column.primaryKey().generatedByDefaultAsIdentity()
        : column.primaryKey().autoIncrement(),
    )
    .addColumn("registration_id", "integer", (column) =>
      column.notNull().references("registrations.id").onDelete("cascade"),
    )
    .addColumn("status", "text", (column) =>
      column.notNull().check(sql`status in ('requested', 'approved', 'refused', 'revoked')`),
    )
    .addColumn("passport_number", "text", (column) => column.notNull())
    .addColumn("nationality", "text", (column) => column.notNull())
    .addColumn("birth_date", "text", (column) => column.notNull())
    .addColumn("passport_expiry", "text", (column) => column.notNull())
    .addColumn("place_of_birth", "text", (column) => column.notNull())
    .addColumn("english_copy", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("requested_at", "text", (column) => column.notNull())
    .addColumn("decided_at", "text")
    .addColumn("decided_by_email", "text")
    .addColumn("refusal_reason", "text")
    .addColumn("revoked_at", "text")
    .addColumn("revoked_by_email", "text")
    .addColumn("revocation_reason", "text")
    .execute();
  await db.schema
    .createIndex("visa_letters_one_live")
    .on("visa_letters")
    .column("registration_id")
    .unique()
    .where(sql.ref("status"), "in", sql`('requested', 'approved')`)
    .execute();
  await db.schema
    .createIndex("visa_letters_requested_at")
    .on("visa_letters")
    .columns(["requested_at", "id"])
    .execute();

  await db.schema
    .createTable("verification_codes")
    .addColumn("code", "text", (column) => column.primaryKey())
    .addColumn("kind", "text", (column) =>
      column.notNull().check(sql`kind in ('visa_letter', 'certificate')`),
    )
    .addColumn("subject_id", "integer", (column) => column.notNull())
    .addColumn("registration_id", "integer", (column) =>
      column.notNull().references("registrations.id").onDelete("cascade"),
    )
    .addColumn("holder_name", "text", (column) => column.notNull())
    .addColumn("issued_at", "text", (column) => column.notNull())
    .addColumn("revoked_at", "text")
    .addUniqueConstraint("verification_codes_document", ["kind", "subject_id"])
    .execute();
  await db.schema
    .createIndex("verification_codes_registration")
    .on("verification_codes")
    .column("registration_id")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("verification_codes").execute();
  await db.schema.dropTable("visa_letters").execute();
}
