import {
  applyPaymentAction,
  changedFields,
  PAYMENT_FIELDS,
  type PaymentAction,
  type PaymentState,
  paymentMessages,
} from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { type Actor, recordAudit } from "../../services/audit/audit-repository.ts";
import type { MailService } from "../../services/mail/mail-service.ts";
import { withdrawPaymentReminders } from "../mailings/mailing-repository.ts";
import { syncReceipt } from "../receipts/receipt-issuing.ts";
import { releaseSeats, retakeSeats } from "../registration-options/seat-release.ts";
import { registrationDetailById } from "../registrations/registration-detail.ts";
import {
  paymentRow,
  replacePaymentState,
  staffNoteOf,
  writeStaffNote,
} from "../registrations/registration-payments.ts";
import { emitEvent } from "../webhooks/webhook-events.ts";
import { undoableLine } from "./payment-repository.ts";
import { registrationExtras } from "./registration-extras.ts";

/**
 * The staff's payment actions end to end (decision 0019): "Marquer payée", waive, cancel, undo,
 * the staff note. Each is one transaction: the state's compare-and-set, the receipt issued or
 * cancelled with its mail, the audit line.
 */

/** How a payment action ended: done, unknown registration, or refused (409, French reason). */
export type PaymentOutcome =
  | { kind: "done"; state?: PaymentState }
  | { kind: "not_found" }
  | { kind: "refused"; message: string };

const ACTION_NAMES = {
  mark_paid: "registration.payment.mark_paid",
  waive: "registration.payment.waive",
  cancel: "registration.payment.cancel",
} as const;

export type PaymentActionInput = {
  id: number;
  action: PaymentAction;
  actor: Actor;
  at: Date;
  mail: MailService;
};

/** Marks paid (a partial amount keeps it waiting), waives or cancels, and audits it. */
export async function performPaymentAction(
  db: Db,
  input: PaymentActionInput,
): Promise<PaymentOutcome> {
  const outcome = await db.transaction().execute((trx) => performPaymentActionIn(trx, input));
  if (outcome.kind === "done") input.mail.queued();
  return outcome;
}

/**
 * The same, inside a transaction the caller holds: the bank import applies each confirmed line
 * through here, so that a statement's payments follow exactly the path of "Marquer payée".
 * Becoming `payee` issues the receipt and queues its mail in the same transaction (decision
 * 0021); the caller wakes the mail worker once its transaction has committed.
 */
export async function performPaymentActionIn(
  trx: Db,
  input: PaymentActionInput,
): Promise<PaymentOutcome> {
  const row = await paymentRow(trx, input.id);
  if (!row) return { kind: "not_found" };
  const transition = applyPaymentAction(row, input.action);
  if (!transition.ok) return { kind: "refused", message: transition.message };
  if (!(await replacePaymentState(trx, row.id, row, transition.next))) {
    return { kind: "refused", message: paymentMessages.changedMeanwhile };
  }
  // A cancelled registration's add-on seats go to their waiting lists (decision 0075).
  if (transition.next.payment_status === "annulee") {
    await releaseSeats(trx, row.id, input.at, input.mail);
  }
  // A reminder still queued would ask for what is paid, waived or cancelled now (issue #36).
  await withdrawPaymentReminders(trx, row.id, input.at);
  // The receipt's line first: the staff's action is the newest line of the Historique.
  await syncReceipt(trx, {
    registration: row,
    status: transition.next.payment_status,
    actor: input.actor,
    at: input.at,
    mail: input.mail,
  });
  const changes = changedFields(row, transition.next, PAYMENT_FIELDS);
  // Why a fee was waived is part of the line that waives it (issue #28 item 12).
  if (input.action.kind === "waive") changes.waive_reason = [null, input.action.reason];
  if (input.action.kind === "cancel" && input.action.reason) {
    changes.cancel_reason = [null, input.action.reason];
  }
  await recordAudit(trx, {
    actor: input.actor,
    action: ACTION_NAMES[input.action.kind],
    entity: { type: "registration", id: row.id, reference: row.reference },
    changes,
    at: input.at,
  });
  // A payment received (in full or in part; by the desk, a bank statement or the office); a
  // waiver or a cancellation (the delegate's own included) changes the registration.
  const event = input.action.kind === "mark_paid" ? "payment.recorded" : "registration.updated";
  await emitEvent(
    trx,
    event,
    () => registrationDetailById(trx, row.id, registrationExtras),
    input.at,
  );
  return { kind: "done", state: transition.next };
}

/**
 * "Revenir à l'état précédent": puts back the values the newest unreversed payment action
 * replaced, provided the registration still holds what that action wrote. Undos stack: the next
 * one reverses the action before.
 */
export async function undoPaymentAction(
  db: Db,
  input: { id: number; actor: Actor; at: Date; mail: MailService },
): Promise<PaymentOutcome> {
  const outcome = await db
    .transaction()
    .execute(async (trx): Promise<PaymentOutcome> => {
      const row = await paymentRow(trx, input.id);
      if (!row) return { kind: "not_found" };
      const line = await undoableLine(trx, row.id);
      if (!line) return { kind: "refused", message: paymentMessages.nothingToUndo };
      const changes = JSON.parse(line.changes) as Record<string, [unknown, unknown]>;
      const previous = { ...row };
      // The payment's own fields: a waiver's reason is no column to put back.
      const restored = Object.entries(changes).filter(([field]) =>
        (PAYMENT_FIELDS as readonly string[]).includes(field),
      );
      for (const [field, [before, after]] of restored) {
        const key = field as keyof PaymentState;
        if (row[key] !== after)
          return { kind: "refused", message: paymentMessages.changedMeanwhile };
        Object.assign(previous, { [key]: before });
      }
      if (!(await replacePaymentState(trx, row.id, row, previous))) {
        return { kind: "refused", message: paymentMessages.changedMeanwhile };
      }
      // Undoing a cancellation takes its seats again; sold meanwhile, the whole undo is rolled back.
      if (row.payment_status === "annulee" && previous.payment_status !== "annulee") {
        const full = await retakeSeats(trx, row.id);
        if (full) throw new UndoRefused(full);
      }
      // Undoing the payment that made it paid cancels its receipt (the number is not reused).
      await syncReceipt(trx, {
        registration: row,
        status: previous.payment_status,
        actor: input.actor,
        at: input.at,
        mail: input.mail,
      });
      await recordAudit(trx, {
        actor: input.actor,
        action: "registration.payment.undo",
        entity: { type: "registration", id: row.id, reference: row.reference },
        changes: changedFields(row, previous, PAYMENT_FIELDS),
        revertsId: line.audit_id,
        at: input.at,
      });
      const detail = () => registrationDetailById(trx, row.id, registrationExtras);
      await emitEvent(trx, "registration.updated", detail, input.at);
      return { kind: "done" };
    })
    .catch((error: unknown): PaymentOutcome => {
      if (error instanceof UndoRefused) return { kind: "refused", message: error.message };
      throw error;
    });
  if (outcome.kind === "done") input.mail.queued();
  return outcome;
}

/** Thrown to roll an undo back whole (its message is the answer's). */
class UndoRefused extends Error {}

/** The staff note; audited only when it changes. False when the registration is unknown. */
export async function updateStaffNote(
  db: Db,
  input: { id: number; note: string; actor: Actor; at: Date },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await staffNoteOf(trx, input.id);
    if (!row) return false;
    if (row.staff_note === input.note) return true;
    await writeStaffNote(trx, row.id, input.note);
    await recordAudit(trx, {
      actor: input.actor,
      action: "registration.note.update",
      entity: { type: "registration", id: row.id, reference: row.reference },
      changes: { staff_note: [row.staff_note, input.note] },
      at: input.at,
    });
    return true;
  });
}
