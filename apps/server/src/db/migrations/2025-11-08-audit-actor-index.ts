import { type Kysely, sql } from "kysely";

/**
 * The Journal's "Utilisateur" filter lists the admins who ever acted (`GET /api/admin/audit/actors`).
 * A `select distinct actor_email` read the whole log; this partial index holds only the admins'
 * lines (a failed sign-in's typed e-mail has no `actor_id`), in e-mail order, so the query jumps
 * from one admin to the next: one index seek per admin, whatever the size of the log. With
 * `actor_id` in it the index answers alone (SQLite's covering index, PostgreSQL's index-only scan).
 *
 * Frozen in time: the column names are copied here on purpose.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("audit_log_actor_index")
    .on("audit_log")
    .columns(["actor_email", "actor_id"])
    .where(sql.ref("actor_id"), "is not", null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("audit_log_actor_index").execute();
}
