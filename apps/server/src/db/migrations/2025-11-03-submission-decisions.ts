import type { Kysely } from "kysely";

/**
 * The committee's decision on each submission (issue #10): its status (every existing row was
 * merely submitted), an internal note and a message to the author; and the copies of a mail, for
 * the decision e-mails that go to the presenting author with the other authors in copy.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("submissions")
    .addColumn("status", "text", (column) => column.notNull().defaultTo("soumise"))
    .execute();
  await db.schema
    .alterTable("submissions")
    .addColumn("committee_note", "text", (column) => column.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("submissions")
    .addColumn("author_message", "text", (column) => column.notNull().defaultTo(""))
    .execute();
  await db.schema
    .createIndex("submissions_status_index")
    .on("submissions")
    .column("status")
    .execute();
  // JSON `[{name, address}]`: a mail's Cc, empty for every mail but the decisions.
  await db.schema
    .alterTable("outbox")
    .addColumn("cc_addresses", "text", (column) => column.notNull().defaultTo("[]"))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("outbox").dropColumn("cc_addresses").execute();
  await db.schema.dropIndex("submissions_status_index").execute();
  for (const column of ["author_message", "committee_note", "status"]) {
    await db.schema.alterTable("submissions").dropColumn(column).execute();
  }
}
