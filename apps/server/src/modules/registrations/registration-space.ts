import { sql } from "kysely";
import type { Db } from "../../db/connection.ts";

/**
 * What the delegate space (modules/space, decision 0068) reads of registrations: those whose
 * e-mail is the signed-in delegate's, case-insensitively, by the `lower(email)` index.
 * `email` is already lower-cased and trimmed.
 */

const withEmail = (db: Db, email: string) =>
  db.selectFrom("registrations").where(sql<string>`lower(email)`, "=", email);

/** The name to greet her with in a sign-in mail: her latest registration's; undefined if none. */
export async function registrantName(db: Db, email: string): Promise<string | undefined> {
  const row = await withEmail(db, email)
    .select(["first_name", "last_name"])
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return row && `${row.first_name} ${row.last_name}`.trim();
}
