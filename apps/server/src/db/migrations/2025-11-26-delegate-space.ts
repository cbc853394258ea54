import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from "kysely";

function idColumn(db: Kysely<any>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return (column: ColumnDefinitionBuilder) =>
    postgres
      ? column.primaryKey().generatedByDefaultAsIdentity()
      : column.primaryKey().autoIncrement();
}

/**
 * The delegate space, « Mon espace » (issue #38, decision 0068):
 * - `space_links`: the sign-in links asked for on /mon-espace, by the SHA-256 of their token (the
 *   token itself only ever leaves in the mail); `used_at` once it opened a session. A row is
 *   written for an unknown address too (never mailed), so both paths do the same work and the
 *   per-address count of the hour holds for both;
 * - `delegate_sessions`: a delegate's session, by the SHA-256 of its cookie's token, with the
 *   e-mail it speaks for (lower-cased, trimmed) and when it was last used (30 days idle end it);
 * - `delegate_agendas`: the sessions a delegate starred in « Mon programme », by e-mail;
 * - `audit_log.actor_kind`: `staff`, or `delegate` for a change made from the space;
 * - `submissions_email_index`: a delegate's submissions found without reading the table.
 *
 * Frozen in time: the actor kinds are copied here on purpose.
 */
const ACTOR_KINDS = ["staff", "delegate"];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("space_links")
    .addColumn("id", "integer", idColumn(db))
    .addColumn("token_hash", "text", (column) => column.notNull().unique())
    .addColumn("email", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("expires_at", "text", (column) => column.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema
    .createIndex("space_links_email_index")
    .on("space_links")
    .columns(["email", "created_at"])
    .execute();

  await db.schema
    .createTable("delegate_sessions")
    .addColumn("id", "integer", idColumn(db))
    .addColumn("token_hash", "text", (column) => column.notNull().unique())
    .addColumn("email", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("last_seen_at", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("delegate_sessions_email_index")
    .on("delegate_sessions")
    .column("email")
    .execute();

  await db.schema
    .createTable("delegate_agendas")
    .addColumn("email", "text", (column) => column.primaryKey())
    .addColumn("session_ids", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .execute();

  await db.schema
    .alterTable("audit_log")
    .addColumn("actor_kind", "text", (column) =>
      column
        .notNull()
        .defaultTo("staff")
        .check(sql`actor_kind in (${sql.join(ACTOR_KINDS.map((kind) => sql.lit(kind)))})`),
    )
    .execute();

  await db.schema
    .createIndex("submissions_email_index")
    .on("submissions")
    .expression(sql`lower(email)`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("submissions_email_index").execute();
  await db.schema.alterTable("audit_log").dropColumn("actor_kind").execute();
  await db.schema.dropTable("delegate_agendas").execute();
  await db.schema.dropTable("delegate_sessions").execute();
  await db.schema.dropTable("space_links").execute();
}
