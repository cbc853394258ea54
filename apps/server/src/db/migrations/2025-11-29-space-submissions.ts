import { type Kysely, PostgresAdapter, sql } from "kysely";

/**
 * Authors in « Mon espace » (issue #39 items 1, 2, 4; decision 0073):
 * - `submission_versions`: every version of a submission as its author sent it — version 1 the
 *   original, each edit from the space the next — the whole form's body as JSON;
 * - `submission_authors.country`: an author's country, optional (blank when not given);
 * - `submissions.edited_at`: the last edit from the space (reviewers whose draft is older are told);
 * - `submissions.presentation`: `confirmed` | `withdrawn` once the presenting side answered,
 *   with when and the withdrawal's reason;
 * - `submissions.presenter_registration_id`: a registration staff linked by hand to the presenter;
 * - `submission_authors_email_index`: the submissions she presents found without reading the table.
 */
const onPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("submission_versions")
    .addColumn("id", "integer", (column) =>
      onPostgres(db)
        ? column.primaryKey().generatedByDefaultAsIdentity()
        : column.primaryKey().autoIncrement(),
    )
    .addColumn("submission_id", "integer", (column) =>
      column.notNull().references("submissions.id").onDelete("cascade"),
    )
    .addColumn("version", "integer", (column) => column.notNull())
    .addColumn("body", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("created_by_email", "text", (column) => column.notNull())
    .addUniqueConstraint("submission_versions_one_number", ["submission_id", "version"])
    .execute();

  await db.schema
    .alterTable("submission_authors")
    .addColumn("country", "text", (column) => column.notNull().defaultTo(""))
    .execute();
  await db.schema
    .createIndex("submission_authors_email_index")
    .on("submission_authors")
    .expression(sql`lower(email)`)
    .execute();

  for (const [column, type] of [
    ["edited_at", "text"],
    ["presentation", "text"],
    ["presentation_at", "text"],
  ] as const) {
    await db.schema.alterTable("submissions").addColumn(column, type).execute();
  }
  await db.schema
    .alterTable("submissions")
    .addColumn("withdrawal_reason", "text", (column) => column.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("submissions")
    .addColumn("presenter_registration_id", "integer", (column) =>
      column.references("registrations.id").onDelete("set null"),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of [
    "presenter_registration_id",
    "withdrawal_reason",
    "presentation_at",
    "presentation",
    "edited_at",
  ]) {
    await db.schema.alterTable("submissions").dropColumn(column).execute();
  }
  await db.schema.dropIndex("submission_authors_email_index").execute();
  await db.schema.alterTable("submission_authors").dropColumn("country").execute();
  await db.schema.dropTable("submission_versions").execute();
}
