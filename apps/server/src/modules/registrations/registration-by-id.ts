import type { Db } from "../../db/connection.ts";

/** A registration by its id, for the modules that act on one (a PDF, a payment's answer). */

export const findRegistration = (db: Db, id: number) =>
  db.selectFrom("registrations").selectAll().where("id", "=", id).executeTakeFirst();

/** The language stored with a registration (its mails and file names use it), if it exists. */
export const registrationLanguage = (db: Db, id: number) =>
  db.selectFrom("registrations").select("language").where("id", "=", id).executeTakeFirst();

/** The reference of a registration that must exist (inside the transaction that found it). */
export async function referenceOfRegistration(db: Db, id: number): Promise<string> {
  const row = await db
    .selectFrom("registrations")
    .select("reference")
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  return row.reference;
}
