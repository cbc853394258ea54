import {
  PAYMENT_FIELDS,
  type PaymentState,
  type PaymentStatus,
  UNDOABLE_PAYMENT_ACTIONS,
  type UndoablePayment,
} from "@congres/shared";
import type { Db } from "../../db/connection.ts";

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

type UndoableLine = UndoablePayment & { changes: string };

/** The newest payment action on the registration that no undo has reversed yet. */
export async function undoableLine(
  db: Db,
  registrationId: number,
): Promise<UndoableLine | undefined> {
  const about = db
    .selectFrom("audit_log")
    .where("entity_type", "=", "registration")
    .where("entity_id", "=", registrationId);
  const reverted = about.select("reverts_id").where("reverts_id", "is not", null);
  const line = await about
    .select(["id as audit_id", "action", "created_at", "changes"])
    .where("action", "in", UNDOABLE_PAYMENT_ACTIONS)
    .where("id", "not in", reverted)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return line;
}

export async function findUndoablePayment(
  db: Db,
  registrationId: number,
): Promise<UndoablePayment | null> {
  const line = await undoableLine(db, registrationId);
  return line
    ? { audit_id: line.audit_id, action: line.action, created_at: line.created_at }
    : null;
}
