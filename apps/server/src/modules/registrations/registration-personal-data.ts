import type { Db } from "../../db/connection.ts";

/** A registration as stored, for its person's export; undefined for an unknown one. */
export const registrationRecord = (db: Db, id: number) =>
  db.selectFrom("registrations").selectAll().where("id", "=", id).executeTakeFirst();

/** Erases a registration (its check-ins go with it: foreign key on delete cascade). */
export async function deleteRegistration(db: Db, id: number): Promise<void> {
  await db.deleteFrom("registrations").where("id", "=", id).execute();
}
