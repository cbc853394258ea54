import { type Kysely, PostgresAdapter, sql } from "kysely";

/**
 * Mailings to a filtered group (issue #26, decision 0048).
 *
 * - `mailings`: one per composed mail, with its audience (the request's JSON), its subject and
 *   body per language (JSON `{fr, en?, ar?}`), who wrote and who sent it. `recipients` is the
 *   count frozen at sending; null while a draft.
 * - `outbox.mailing_id`: the mailing a queued mail belongs to. Its progress and failures are
 *   read from these rows; the worker takes them after the transactional mails, paced.
 * - `mail_pace`: one row per paced stream (`mailings`), the earliest time the next of its mails
 *   may leave: every server's worker reserves its slot there, so the pace holds across servers.
 */
const onPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("mailings")
    .addColumn("id", "integer", (column) =>
      onPostgres(db)
        ? column.primaryKey().generatedByDefaultAsIdentity()
        : column.primaryKey().autoIncrement(),
    )
    .addColumn("audience_kind", "text", (column) => column.notNull())
    .addColumn("audience", "text", (column) => column.notNull())
    .addColumn("subject", "text", (column) => column.notNull())
    .addColumn("body", "text", (column) => column.notNull())
    .addColumn("status", "text", (column) => column.notNull().defaultTo("draft"))
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("created_by_id", "integer", (column) =>
      column.references("users.id").onDelete("set null"),
    )
    .addColumn("created_by_email", "text", (column) => column.notNull())
    .addColumn("sent_at", "text")
    .addColumn("sent_by_email", "text")
    .addColumn("recipients", "integer")
    .execute();
  await db.schema
    .createIndex("mailings_created_at_index")
    .on("mailings")
    .column("created_at")
    .execute();
  await db.schema
    .alterTable("outbox")
    // No foreign key: SQLite could not drop the column again; mailings are never deleted.
    .addColumn("mailing_id", "integer")
    .execute();
  await db.schema
    .createIndex("outbox_mailing_index")
    .on("outbox")
    .columns(["mailing_id", "status"])
    .execute();
  // The worker's two claims: transactional mails first, then the mailings' (decision 0048); each
  // finds its due rows without walking the other's thousands.
  await db.schema
    .createIndex("outbox_transactional_due_index")
    .on("outbox")
    .columns(["status", "next_attempt_at"])
    .where(sql.ref("mailing_id"), "is", null)
    .execute();
  await db.schema
    .createIndex("outbox_mailing_due_index")
    .on("outbox")
    .columns(["status", "next_attempt_at"])
    .where(sql.ref("mailing_id"), "is not", null)
    .execute();
  await db.schema
    .createTable("mail_pace")
    .addColumn("name", "text", (column) => column.primaryKey())
    .addColumn("next_slot_at", "text", (column) => column.notNull())
    .execute();
  await db
    .insertInto("mail_pace")
    .values({ name: "mailings", next_slot_at: new Date(0).toISOString() })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("mail_pace").execute();
  await db.schema.dropIndex("outbox_mailing_due_index").execute();
  await db.schema.dropIndex("outbox_transactional_due_index").execute();
  await db.schema.dropIndex("outbox_mailing_index").execute();
  await db.schema.alterTable("outbox").dropColumn("mailing_id").execute();
  await db.schema.dropTable("mailings").execute();
}
