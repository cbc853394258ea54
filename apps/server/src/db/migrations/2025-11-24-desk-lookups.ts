import type { Kysely } from "kysely";

/**
 * The people a desk account found or scanned, per Casablanca day (issue #36 item 5, decision
 * 0058): the desk role prints the badge of, or takes cash from, only a person it checked in or
 * found that day, never any registration by its sequential id. One row per account, person and
 * day; deleting the account or the registration (erasure) deletes its rows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("desk_lookups")
    .addColumn("user_id", "integer", (column) =>
      column.notNull().references("users.id").onDelete("cascade"),
    )
    .addColumn("registration_id", "integer", (column) =>
      column.notNull().references("registrations.id").onDelete("cascade"),
    )
    .addColumn("day", "text", (column) => column.notNull())
    .addPrimaryKeyConstraint("desk_lookups_pkey", ["user_id", "registration_id", "day"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("desk_lookups").execute();
}
