import type { Kysely } from "kysely";

/**
 * A review's revision (issue #36 item 6, decision 0046): every save and every reopening adds one,
 * and a save names the revision its form was loaded from, so a screen that did not load the stored
 * draft (a stale tab, another device) is refused instead of writing its form over it.
 *
 * Frozen in time: the column names are copied here on purpose.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("review_assignments")
    .addColumn("revision", "integer", (column) => column.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("review_assignments").dropColumn("revision").execute();
}
