import { type Kysely, sql } from "kysely";

/**
 * Staff roles (issue #22, decision 0043): every account gets a `role`. Existing accounts were
 * all-powerful and stay so (`admin`, the default, which is also what the seed's client creates).
 *
 * Frozen in time: the role values are copied here on purpose.
 */
const ROLES = ["admin", "secretariat", "committee", "reviewer", "desk"];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("users")
    .addColumn("role", "text", (column) =>
      column
        .notNull()
        .defaultTo("admin")
        .check(sql`role in (${sql.join(ROLES.map((role) => sql.lit(role)))})`),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("role").execute();
}
