import { type Kysely, PostgresAdapter, sql } from "kysely";

/**
 * API tokens (issue #41 item 2, decision 0078):
 * - `api_tokens`: one row per token an admin created, by the SHA-256 of the token (the token itself
 *   is shown once and never stored), its first characters (`prefix`) to tell it apart in the list,
 *   its scopes (a JSON array), its expiry, its last use (to the minute) and its revocation;
 * - `audit_log.actor_kind` may also be `token`: a change made with a token, `actor_email` naming it.
 *   The column's check cannot be changed in place on SQLite, so the column is made anew (copied,
 *   dropped, renamed) on both engines.
 *
 * Frozen in time: the actor kinds are copied here on purpose.
 */
const ACTOR_KINDS_BEFORE = ["staff", "delegate"];
const ACTOR_KINDS = ["staff", "delegate", "token"];

const onPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

async function remakeActorKind(db: Kysely<any>, kinds: string[]): Promise<void> {
  await db.schema
    .alterTable("audit_log")
    .addColumn("actor_kind_next", "text", (column) =>
      column
        .notNull()
        .defaultTo("staff")
        .check(sql`actor_kind_next in (${sql.join(kinds.map((kind) => sql.lit(kind)))})`),
    )
    .execute();
  // Only the lines that are not the default's: a few, however long the Journal.
  await db
    .updateTable("audit_log")
    .set({ actor_kind_next: sql.ref("actor_kind") })
    .where("actor_kind", "<>", "staff")
    .execute();
  await db.schema.alterTable("audit_log").dropColumn("actor_kind").execute();
  await db.schema.alterTable("audit_log").renameColumn("actor_kind_next", "actor_kind").execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("api_tokens")
    .addColumn("id", "integer", (column) =>
      onPostgres(db)
        ? column.primaryKey().generatedByDefaultAsIdentity()
        : column.primaryKey().autoIncrement(),
    )
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("prefix", "text", (column) => column.notNull())
    .addColumn("token_hash", "text", (column) => column.notNull().unique())
    .addColumn("scopes", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("created_by_email", "text", (column) => column.notNull())
    .addColumn("expires_at", "text")
    .addColumn("last_used_at", "text")
    .addColumn("revoked_at", "text")
    .addColumn("revoked_by_email", "text")
    .execute();
  await remakeActorKind(db, ACTOR_KINDS);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom("audit_log").where("actor_kind", "=", "token").execute();
  await remakeActorKind(db, ACTOR_KINDS_BEFORE);
  await db.schema.dropTable("api_tokens").execute();
}
