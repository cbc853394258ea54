import { type Kysely, PostgresAdapter, sql } from "kysely";

/**
 * Peer review by the scientific committee (issue #23, decision 0046).
 *
 * - `users.expertise` (JSON array of categories, `[]` = any), `users.institution` (compared with
 *   the authors' affiliations for conflicts of interest), `users.language` (`fr` or `en`: the
 *   reviewer workspace's answers and mails).
 * - `review_assignments`: one reviewer on one abstract, and that reviewer's review as it goes
 *   (`a_faire` → `brouillon` → `envoyee`; the committee's reopen brings it back to `brouillon`).
 *   `score_hundredths` is the submitted review's weighted mean ×100, kept so that the ranking is
 *   one aggregate. Deleted with its submission or its reviewer's account.
 * - `review_conflicts`: the conflicts reviewers declared; assignment never gives them that abstract.
 * - `review_reminders`: one row per deadline whose reminder went, so that it goes once.
 *
 * Frozen in time: the state values are copied here on purpose.
 */
const STATES = ["a_faire", "brouillon", "envoyee"];
const LANGUAGES = ["fr", "en"];

const onPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;
const oneOf = (column: string, values: string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("users")
    .addColumn("expertise", "text", (column) => column.notNull().defaultTo("[]"))
    .execute();
  await db.schema
    .alterTable("users")
    .addColumn("institution", "text", (column) => column.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("users")
    .addColumn("language", "text", (column) =>
      column.notNull().defaultTo("fr").check(oneOf("language", LANGUAGES)),
    )
    .execute();

  await db.schema
    .createTable("review_assignments")
    .addColumn("id", "integer", (column) =>
      onPostgres(db)
        ? column.primaryKey().generatedByDefaultAsIdentity()
        : column.primaryKey().autoIncrement(),
    )
    .addColumn("submission_id", "integer", (column) =>
      column.notNull().references("submissions.id").onDelete("cascade"),
    )
    .addColumn("reviewer_id", "integer", (column) =>
      column.notNull().references("users.id").onDelete("cascade"),
    )
    .addColumn("assigned_at", "text", (column) => column.notNull())
    .addColumn("status", "text", (column) =>
      column.notNull().defaultTo("a_faire").check(oneOf("status", STATES)),
    )
    .addColumn("scores", "text", (column) => column.notNull().defaultTo("{}"))
    .addColumn("recommendation", "text")
    .addColumn("comment_to_committee", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("comment_to_authors", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("score_hundredths", "integer")
    .addColumn("updated_at", "text")
    .addColumn("submitted_at", "text")
    .addUniqueConstraint("review_assignments_pair", ["submission_id", "reviewer_id"])
    .execute();
  await db.schema
    .createIndex("review_assignments_reviewer_index")
    .on("review_assignments")
    .columns(["reviewer_id", "submission_id"])
    .execute();

  await db.schema
    .createTable("review_conflicts")
    .addColumn("submission_id", "integer", (column) =>
      column.notNull().references("submissions.id").onDelete("cascade"),
    )
    .addColumn("reviewer_id", "integer", (column) =>
      column.notNull().references("users.id").onDelete("cascade"),
    )
    .addColumn("declared_at", "text", (column) => column.notNull())
    .addColumn("reason", "text", (column) => column.notNull().defaultTo(""))
    .addPrimaryKeyConstraint("review_conflicts_key", ["submission_id", "reviewer_id"])
    .execute();

  await db.schema
    .createTable("review_reminders")
    .addColumn("deadline", "text", (column) => column.primaryKey())
    .addColumn("sent_at", "text", (column) => column.notNull())
    .addColumn("mails", "integer", (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("review_reminders").execute();
  await db.schema.dropTable("review_conflicts").execute();
  await db.schema.dropTable("review_assignments").execute();
  for (const column of ["language", "institution", "expertise"]) {
    await db.schema.alterTable("users").dropColumn(column).execute();
  }
}
