import { sql } from "kysely";
import type { Db } from "../../db/connection.ts";

/** The statuses in which a presenter counts as registered (issue #39 item 4). */
const SETTLED = ["payee", "exoneree"];

/** A registration as a presenter's check reads it. */
export type PresenterRegistration = {
  id: number;
  reference: string;
  email: string;
  payment_status: string;
};

/**
 * The registrations of `emails` (lower-cased) and of `ids` (those staff linked by hand), paid or
 * waived first: what the presenters' check matches accepted submissions against. One query.
 */
export async function registrationsForPresenters(
  db: Db,
  emails: readonly string[],
  ids: readonly number[],
): Promise<PresenterRegistration[]> {
  if (emails.length === 0 && ids.length === 0) return [];
  return db
    .selectFrom("registrations")
    .select(["id", "reference", "email", "payment_status"])
    .where((eb) =>
      eb.or([
        ...(emails.length > 0 ? [eb(sql<string>`lower(email)`, "in", [...emails])] : []),
        ...(ids.length > 0 ? [eb("id", "in", [...ids])] : []),
      ]),
    )
    .orderBy("id")
    .execute();
}

export const isSettled = (registration: Pick<PresenterRegistration, "payment_status">) =>
  SETTLED.includes(registration.payment_status);

/** Whether the registration `id` exists (a hand link names one). */
export async function registrationExists(db: Db, id: number): Promise<boolean> {
  const row = await db
    .selectFrom("registrations")
    .select("id")
    .where("id", "=", id)
    .executeTakeFirst();
  return row !== undefined;
}
