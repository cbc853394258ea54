import type { SelfUpdate } from "@congres/shared";
import { sql } from "kysely";
import type { Db } from "../../db/connection.ts";
import { correctedRegistrations } from "./registration-corrections.ts";

/**
 * A delegate's own registrations, for « Mon espace » (issue #38): found by id only when its
 * e-mail is hers (compared without case), and her corrections written compare-and-set on the
 * version, as staff corrections are (decision 0024), so each conflicts with the other.
 */

/** The registration `id` if its e-mail is `email` (lower-cased, trimmed by the session). */
export const delegateRegistration = (db: Db, id: number, email: string) =>
  db
    .selectFrom("registrations")
    .selectAll()
    .where("id", "=", id)
    .where(sql<string>`lower(email)`, "=", email)
    .executeTakeFirst();

export type DelegateRegistration = NonNullable<Awaited<ReturnType<typeof delegateRegistration>>>;

/** The columns of the fields a delegate corrects herself (shared `SELF_UPDATE_FIELDS`). */
export function selfUpdateColumns(update: SelfUpdate): Record<string, string> {
  const columns = {
    first_name: update.firstName,
    last_name: update.lastName,
    latin_name: update.latinName,
    institution: update.institution,
    country: update.country,
    phone: update.phone,
    dietary_restrictions: update.dietaryRestrictions,
  };
  return Object.fromEntries(
    Object.entries(columns).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/**
 * Writes `set` with version + 1 only where the row still has the version read and the payment
 * columns it had (a payment recorded meanwhile makes it write nothing): never a new price.
 */
export const writeSelfUpdate = (trx: Db, row: DelegateRegistration, set: Record<string, string>) =>
  correctedRegistrations.write(trx, row, set, [
    "amount_due_centimes",
    "amount_received_centimes",
    "payment_status",
  ]);

/** Who each registration among `ids` is, for the cancellation requests' list (one query). */
export async function registrationNames(db: Db, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<number, RegistrationName>();
  const rows = await db
    .selectFrom("registrations")
    .select([
      "id",
      "reference",
      "first_name",
      "last_name",
      "email",
      "payment_status",
      "amount_received_centimes",
    ])
    .where("id", "in", unique)
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

export type RegistrationName = {
  id: number;
  reference: string;
  first_name: string;
  last_name: string;
  email: string;
  payment_status: string;
  amount_received_centimes: number;
};
