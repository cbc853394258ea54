import { changedFields, PAYMENT_FIELDS, type RefundInput } from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { type Actor, recordAudit } from "../../services/audit/audit-repository.ts";
import type { MailService } from "../../services/mail/mail-service.ts";
import { creditNoteForRefund } from "../invoices/credit-notes.ts";
import { withdrawPaymentReminders } from "../mailings/mailing-repository.ts";
import { findRegistration } from "../registrations/registration-by-id.ts";
import { paymentRow, replacePaymentState } from "../registrations/registration-payments.ts";
import { delegateCancellationMail } from "./cancellation-mails.ts";
import { findCancellationRequest, markRefunded } from "./cancellation-repository.ts";

export type RefundOutcome =
  | { kind: "not_found" }
  | { kind: "refused"; message: string }
  | { kind: "refunded" };

export const refundMessages = {
  handled: "Cette demande d'annulation est déjà traitée.",
  tooMuch: "Le montant remboursé dépasse le montant reçu pour cette inscription.",
  changedMeanwhile: "Cette inscription a été modifiée entre-temps. Rechargez la page et réessayez.",
};

/**
 * The secretariat records the refund of a cancellation request (decision 0069), in one
 * transaction: the registration cancelled with what it received less the refund (a negative
 * entry in its payment history: the `registration.payment.refund` line, never undone by
 * "Revenir à l'état précédent"), its reminders withdrawn, the request marked refunded, and the
 * delegate told in her language. The receipt stays: the money was received; an invoiced
 * registration gets its credit note, with the refund's day and account (decision 0076).
 */
export async function recordRefund(
  db: Db,
  input: { requestId: number; refund: RefundInput; actor: Actor; at: Date; mail: MailService },
): Promise<RefundOutcome> {
  const { refund } = input;
  const outcome = await db
    .transaction()
    .execute(async (trx): Promise<RefundOutcome> => {
      const request = await findCancellationRequest(trx, input.requestId);
      if (!request) return { kind: "not_found" };
      if (request.status !== "pending") return { kind: "refused", message: refundMessages.handled };
      const row = await paymentRow(trx, request.registration_id);
      if (!row) return { kind: "not_found" };
      if (refund.amountCentimes > row.amount_received_centimes) {
        return { kind: "refused", message: refundMessages.tooMuch };
      }
      const next = {
        ...row,
        payment_status: "annulee" as const,
        amount_received_centimes: row.amount_received_centimes - refund.amountCentimes,
      };
      const handled = { centimes: refund.amountCentimes, on: refund.date, at: input.at };
      if (!(await markRefunded(trx, request.id, { ...handled, by: input.actor.email }))) {
        return { kind: "refused", message: refundMessages.handled };
      }
      // A payment recorded in between: roll the request's mark back with it.
      if (!(await replacePaymentState(trx, row.id, row, next))) throw new RefundConflict();
      await withdrawPaymentReminders(trx, row.id, input.at);
      await recordAudit(trx, {
        actor: input.actor,
        action: "registration.payment.refund",
        entity: { type: "registration", id: row.id, reference: row.reference },
        changes: {
          ...changedFields(row, next, PAYMENT_FIELDS),
          refund_centimes: [null, refund.amountCentimes],
          refunded_on: [null, refund.date],
        },
        at: input.at,
      });
      await creditNoteForRefund(trx, {
        registration: row,
        refundCentimes: refund.amountCentimes,
        refundedOn: refund.date,
        account: request.account,
        actor: input.actor,
        at: input.at,
        timeZone: input.mail.context.edition.timeZone,
      });
      const registration = await findRegistration(trx, row.id);
      if (registration) {
        await input.mail.queue(trx, [
          delegateCancellationMail(registration, "refunded", input.mail, {
            amountCentimes: refund.amountCentimes,
            account: request.account,
          }),
        ]);
      }
      return { kind: "refunded" };
    })
    .catch((error: unknown): RefundOutcome => {
      if (error instanceof RefundConflict) {
        return { kind: "refused", message: refundMessages.changedMeanwhile };
      }
      throw error;
    });
  if (outcome.kind === "refunded") input.mail.queued();
  return outcome;
}

class RefundConflict extends Error {}
