import { type Kysely, sql } from "kysely";

// Frozen in time (decision 0017).

export async function up(db: Kysely<any>): Promise<void> {
  // The data a public write's mail is rendered from, until the delivery worker renders it.
  await db.schema.alterTable("outbox").addColumn("template_data", "text").execute();
  // Registrations with the same address (duplicates), found without reading the whole table.
  await db.schema
    .createIndex("registrations_email_index")
    .on("registrations")
    .expression(sql`lower(email)`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("registrations_email_index").execute();
  await db.schema.alterTable("outbox").dropColumn("template_data").execute();
}
