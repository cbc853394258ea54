import { type Kysely, PostgresAdapter, sql } from "kysely";

/**
 * The files accepted authors upload (issue #39 item 3, decision 0074). `submission_files` keeps
 * every version: the current one of a kind has `replaced_at` null (one at most, a partial unique
 * index: two uploads at once keep one current), older ones stay with the time they were replaced.
 * `storage_key` names the bytes in the file store: a file in DATA_DIR/files on SQLite, rows of
 * `stored_file_chunks` (1 MiB each) on PostgreSQL, so that every server reads every file.
 * Erasing a submission deletes its rows (the bytes with them on PostgreSQL).
 */
const onPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = onPostgres(db);
  await db.schema
    .createTable("submission_files")
    .addColumn("id", "integer", (column) =>
      postgres
        ? column.primaryKey().generatedByDefaultAsIdentity()
        : column.primaryKey().autoIncrement(),
    )
    .addColumn("submission_id", "integer", (column) =>
      column.notNull().references("submissions.id").onDelete("cascade"),
    )
    .addColumn("kind", "text", (column) =>
      column.notNull().check(sql`kind in ('poster', 'slides', 'full_text')`),
    )
    .addColumn("version", "integer", (column) => column.notNull())
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("content_type", "text", (column) => column.notNull())
    .addColumn("size", "integer", (column) => column.notNull())
    .addColumn("sha256", "text", (column) => column.notNull())
    .addColumn("storage_key", "text", (column) => column.notNull().unique())
    .addColumn("uploaded_at", "text", (column) => column.notNull())
    .addColumn("uploaded_by_email", "text", (column) => column.notNull())
    .addColumn("replaced_at", "text")
    .addUniqueConstraint("submission_files_version", ["submission_id", "kind", "version"])
    .execute();
  await db.schema
    .createIndex("submission_files_current")
    .on("submission_files")
    .columns(["submission_id", "kind"])
    .unique()
    .where(sql.ref("replaced_at"), "is", null)
    .execute();

  if (postgres) {
    await db.schema
      .createTable("stored_file_chunks")
      .addColumn("storage_key", "text", (column) => column.notNull())
      .addColumn("position", "integer", (column) => column.notNull())
      .addColumn("bytes", "bytea", (column) => column.notNull())
      .addPrimaryKeyConstraint("stored_file_chunks_key", ["storage_key", "position"])
      .execute();
    // The bytes are already compressed (PDF, PPTX): PostgreSQL need not try again.
    await sql`alter table stored_file_chunks alter column bytes set storage external`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (onPostgres(db)) await db.schema.dropTable("stored_file_chunks").execute();
  await db.schema.dropTable("submission_files").execute();
}
