import type { Kysely } from "kysely";

// Frozen in time: the folding below is copied here on purpose, so that later changes to the
// application's search code never alter what this migration wrote.
const fold = (...parts: string[]) =>
  parts
    .filter(Boolean)
    .join(" ")
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();

const SEARCHED_COLUMNS: Record<string, string[]> = {
  registrations: ["first_name", "last_name", "email", "institution"],
  submissions: ["first_name", "last_name", "email", "title", "institution"],
  contact_messages: ["first_name", "last_name", "email", "subject"],
  users: ["name", "email"],
};

export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, columns] of Object.entries(SEARCHED_COLUMNS)) {
    await db.schema
      .alterTable(table)
      .addColumn("search_text", "text", (column) => column.notNull().defaultTo(""))
      .execute();
    const rows = await db
      .selectFrom(table)
      .select(["id", ...columns])
      .execute();
    for (const row of rows) {
      await db
        .updateTable(table)
        .set({ search_text: fold(...columns.map((column) => String(row[column] ?? ""))) })
        .where("id", "=", row.id)
        .execute();
    }
  }

  await db.schema
    .createTable("login_attempts")
    .addColumn("throttle_key", "text", (column) => column.notNull())
    .addColumn("attempted_at", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("login_attempts_key_index")
    .on("login_attempts")
    .columns(["throttle_key", "attempted_at"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("login_attempts").execute();
  for (const table of Object.keys(SEARCHED_COLUMNS)) {
    await db.schema.alterTable(table).dropColumn("search_text").execute();
  }
}
