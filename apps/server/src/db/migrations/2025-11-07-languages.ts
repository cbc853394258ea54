import type { Kysely } from "kysely";

// Frozen in time (decision 0027).

/** The tables of the public writes, each of which now keeps the language it was written in. */
const TABLES = ["registrations", "submissions", "contact_messages"] as const;

export async function up(db: Kysely<any>): Promise<void> {
  // Everything before was written in French, the only language the site had.
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn("language", "text", (column) => column.notNull().defaultTo("fr"))
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).dropColumn("language").execute();
  }
}
