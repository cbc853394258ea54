import {
  CANCELLATION_FIELD_MESSAGES,
  type CancellationInput,
  maskedAccount,
  refundAccountOf,
  SELF_SERVICE_MESSAGES,
} from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { recordAudit } from "../../services/audit/audit-repository.ts";
import { performPaymentActionIn } from "../payments/payment-workflow.ts";
import { delegateRegistration } from "../registrations/registration-self-service.ts";
import type { DelegateRequest } from "../space-registrations/self-update-workflow.ts";
import { delegateCancellationMail, staffCancellationMail } from "./cancellation-mails.ts";
import { insertCancellationRequest, pendingRequestOf } from "./cancellation-repository.ts";

export type CancelOutcome =
  | { kind: "not_found" }
  | { kind: "refused"; message: string }
  /** The account is required (money was received) or wrong: a field error, nothing written. */
  | { kind: "invalid"; field: "refundIban"; message: string }
  | { kind: "cancelled" }
  | { kind: "requested"; requestId: number };

/**
 * A delegate cancels her registration from « Mon espace » (issue #38 item 3, decision 0069), in
 * one transaction. Nothing received (waiting or waived): cancelled at once through the staff's
 * own path (`performPaymentActionIn`: state, reminders withdrawn, receipt kept in step, the
 * `registration.payment.cancel` line with her reason, by her), so staff can still undo it.
 * Money received: a cancellation request with the account to refund to (required then), audited
 * `registration.self_cancel`; the secretariat refunds, which cancels. Each way, her mail in her
 * language and the secretariat's notice.
 */
export async function cancelOwnRegistration(
  db: Db,
  request: DelegateRequest & { input: CancellationInput },
): Promise<CancelOutcome> {
  const messages = SELF_SERVICE_MESSAGES[request.locale];
  const { reason, refundIban } = request.input;
  const outcome = await db.transaction().execute(async (trx): Promise<CancelOutcome> => {
    const row = await delegateRegistration(trx, request.id, request.email);
    if (!row) return { kind: "not_found" };
    if (row.payment_status === "annulee")
      return { kind: "refused", message: messages.alreadyCancelled };
    if (await pendingRequestOf(trx, row.id)) {
      return { kind: "refused", message: messages.cancellationPending };
    }
    if (row.amount_received_centimes === 0) {
      const done = await performPaymentActionIn(trx, {
        id: row.id,
        action: { kind: "cancel", reason },
        actor: request.actor,
        at: request.at,
        mail: request.mail,
      });
      if (done.kind === "not_found") return done;
      if (done.kind === "refused") return { kind: "refused", message: messages.changedMeanwhile };
      await request.mail.queue(trx, [
        delegateCancellationMail(row, "cancelled", request.mail),
        staffCancellationMail(row, "cancelled", request.mail),
      ]);
      return { kind: "cancelled" };
    }
    const words = CANCELLATION_FIELD_MESSAGES[request.locale];
    if (refundIban === "") {
      return { kind: "invalid", field: "refundIban", message: words.refundAccountRequired };
    }
    const account = refundAccountOf(refundIban);
    if (!account) return { kind: "invalid", field: "refundIban", message: words.refundAccount };
    const saved = await insertCancellationRequest(trx, {
      registrationId: row.id,
      reason,
      account,
      amountReceivedCentimes: row.amount_received_centimes,
      requestedBy: request.email,
      at: request.at,
    });
    if (!saved) return { kind: "refused", message: messages.cancellationPending };
    await recordAudit(trx, {
      actor: request.actor,
      action: "registration.self_cancel",
      entity: { type: "registration", id: row.id, reference: row.reference },
      changes: {
        cancel_reason: [null, reason],
        refund_account: [null, maskedAccount(account.account)],
      },
      at: request.at,
    });
    await request.mail.queue(trx, [
      delegateCancellationMail(row, "requested", request.mail, {
        amountCentimes: row.amount_received_centimes,
        account: account.account,
      }),
      staffCancellationMail(row, "requested", request.mail),
    ]);
    return { kind: "requested", requestId: saved.id };
  });
  if (outcome.kind === "cancelled" || outcome.kind === "requested") request.mail.queued();
  return outcome;
}
