import { PAYMENT_FIELDS, type PaymentState, type PaymentStatus } from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { ADDRESSEE_COLUMNS } from "./delegate-data.ts";

/**
 * A registration's payment state, read and written for the payments module (its workflow opens
 * the transaction and hands `trx` in), and what a receipt is issued from.
 */

export type PaymentRow = PaymentState & { id: number; reference: string };

export async function paymentRow(db: Db, id: number): Promise<PaymentRow | undefined> {
  const row = await db
    .selectFrom("registrations")
    .select(["id", "reference", ...PAYMENT_FIELDS])
    .where("id", "=", id)
    .executeTakeFirst();
  return row && { ...row, payment_status: row.payment_status as PaymentStatus };
}

/**
 * Writes `next` only if the row still holds `current` (compare-and-set): two staff acting at
 * once cannot both apply an action to the same state, on either engine, without row locks.
 */
export async function replacePaymentState(
  db: Db,
  id: number,
  current: PaymentState,
  next: PaymentState,
): Promise<boolean> {
  let update = db
    .updateTable("registrations")
    .set({
      payment_status: next.payment_status,
      amount_received_centimes: next.amount_received_centimes,
      paid_at: next.paid_at,
      bank_label: next.bank_label,
    })
    .where("id", "=", id);
  for (const field of PAYMENT_FIELDS) {
    const value = current[field];
    update = value === null ? update.where(field, "is", null) : update.where(field, "=", value);
  }
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The staff's internal note of a registration, with what its audit line names. */
export const staffNoteOf = (db: Db, id: number) =>
  db
    .selectFrom("registrations")
    .select(["id", "reference", "staff_note"])
    .where("id", "=", id)
    .executeTakeFirst();

export async function writeStaffNote(db: Db, id: number, note: string) {
  await db.updateTable("registrations").set({ staff_note: note }).where("id", "=", id).execute();
}

/** What a receipt is issued from: the person as named, the amount received and its day. */
export const receiptSource = (db: Db, id: number) =>
  db
    .selectFrom("registrations")
    .select([...ADDRESSEE_COLUMNS, "amount_received_centimes", "paid_at"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
