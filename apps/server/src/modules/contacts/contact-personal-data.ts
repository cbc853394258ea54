import type { Db } from "../../db/connection.ts";

/** A contact message as stored; undefined for an unknown one. */
export const contactMessageRecord = (db: Db, id: number) =>
  db.selectFrom("contact_messages").selectAll().where("id", "=", id).executeTakeFirst();

/** Erases a contact message. */
export async function deleteContactMessage(db: Db, id: number): Promise<void> {
  await db.deleteFrom("contact_messages").where("id", "=", id).execute();
}
