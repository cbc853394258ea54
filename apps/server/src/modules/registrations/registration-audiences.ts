import { type Expression, type SqlBool, sql } from "kysely";
import type { Db } from "../../db/connection.ts";

/** A registration as a mailing writes to it, oldest first. */
const audienceRows = (db: Db, conditions: readonly Expression<SqlBool>[]) =>
  db
    .selectFrom("registrations as s")
    .where((eb) => eb.and([...conditions]))
    .select([
      "s.id",
      "s.reference",
      "s.first_name",
      "s.last_name",
      "s.email",
      "s.language",
      "s.payment_status",
      "s.amount_due_centimes",
      "s.amount_received_centimes",
    ])
    .orderBy("s.id")
    .execute();

/**
 * The registrations matching `conditions` — the registrations list's filters, over
 * `registrations as s` — so that a mailing's count is the list's total for the same filters.
 */
export const registrationsMatching = (db: Db, conditions: readonly Expression<SqlBool>[]) =>
  audienceRows(db, conditions);

/**
 * Who a payment reminder goes to: waiting registrations that still owe, registered before
 * `registeredBefore`, whose address (case and spaces aside) is not among `remindedAddresses` —
 * a subquery of lower-cased, trimmed addresses (a second registration of the same person was
 * written to through the first).
 */
export const registrationsToRemind = (
  db: Db,
  registeredBefore: string,
  remindedAddresses: Expression<{ address: string }> | undefined,
) =>
  audienceRows(db, [
    sql<boolean>`payment_status = 'en_attente'`,
    sql<boolean>`amount_due_centimes > amount_received_centimes`,
    sql<boolean>`created_at < ${registeredBefore}`,
    ...(remindedAddresses ? [sql<boolean>`lower(trim(email)) not in (${remindedAddresses})`] : []),
  ]);
