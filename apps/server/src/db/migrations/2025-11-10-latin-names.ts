import type { Kysely } from "kysely";
import { reindexTable } from "./2025-11-09-references-searched.ts";

/**
 * A delegate whose name is written in another script (Arabic) may give it in Latin letters too
 * (issue #28 item 12): `latin_name`, empty when not given, printed on badges, receipts and
 * certificates and matched against bank transfers, and searched like the names.
 *
 * Frozen in time: the searched columns are copied here on purpose.
 */
const SEARCHED_BEFORE = ["first_name", "last_name", "email", "institution", "reference"];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("registrations")
    .addColumn("latin_name", "text", (column) => column.notNull().defaultTo(""))
    .execute();
  await reindexTable(db, "registrations", [...SEARCHED_BEFORE, "latin_name"]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await reindexTable(db, "registrations", SEARCHED_BEFORE);
  await db.schema.alterTable("registrations").dropColumn("latin_name").execute();
}
