import { remainingCentimes } from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import type { Actor } from "../../services/audit/audit-repository.ts";
import type { MailService } from "../../services/mail/mail-service.ts";
import { performPaymentActionIn } from "../payments/payment-workflow.ts";
import { type PaymentRow, paymentRow } from "../registrations/registration-payments.ts";
import { findGroup, memberIds } from "./group-repository.ts";

export const groupPaymentMessages = {
  nothingOwed:
    "Toutes les inscriptions de cette commande sont déjà réglées, exonérées ou annulées.",
};

export type GroupPaymentOutcome =
  | { kind: "done"; members: { id: number; status: string }[] }
  | { kind: "not_found" }
  | { kind: "refused"; message: string };

/**
 * Shares a transfer made with a group's reference among its members, in the caller's transaction
 * (the bank import's, or the staff's « Marquer payée » of the group): each member still waiting
 * receives what she owes, in the order of the order, until the money runs out (the last one
 * reached may stay partly paid); what exceeds the total goes to the last member paid (overpaid,
 * to settle as for one registration). Every share goes through the path of « Marquer payée »
 * (state machine, compare-and-set, receipt, audit line); a share refused rolls everything back.
 */
export async function payGroupIn(
  trx: Db,
  input: {
    groupId: number;
    amountCentimes: number;
    paidAt: string;
    bankLabel: string;
    actor: Actor;
    at: Date;
    mail: MailService;
  },
): Promise<GroupPaymentOutcome> {
  if (!(await findGroup(trx, input.groupId))) return { kind: "not_found" };
  const rows: PaymentRow[] = [];
  for (const id of await memberIds(trx, input.groupId)) {
    const row = await paymentRow(trx, id);
    if (row && remainingCentimes(row) > 0) rows.push(row);
  }
  if (rows.length === 0) return { kind: "refused", message: groupPaymentMessages.nothingOwed };
  const shares: [PaymentRow, number][] = [];
  let left = input.amountCentimes;
  for (const row of rows) {
    if (left <= 0) break;
    const share = Math.min(remainingCentimes(row), left);
    shares.push([row, share]);
    left -= share;
  }
  const last = shares.at(-1);
  if (last && left > 0) last[1] += left;
  const members: { id: number; status: string }[] = [];
  for (const [row, share] of shares) {
    const outcome = await performPaymentActionIn(trx, {
      id: row.id,
      action: {
        kind: "mark_paid",
        amountCentimes: share,
        paidAt: input.paidAt,
        bankLabel: input.bankLabel,
      },
      actor: input.actor,
      at: input.at,
      mail: input.mail,
    });
    if (outcome.kind === "not_found") return outcome;
    if (outcome.kind === "refused") throw new GroupPaymentRefusal(row.reference, outcome.message);
    members.push({ id: row.id, status: outcome.state?.payment_status ?? "" });
  }
  return { kind: "done", members };
}

/** A member's share refused (changed meanwhile): the whole transfer is rolled back. */
export class GroupPaymentRefusal extends Error {
  constructor(
    readonly reference: string,
    readonly reason: string,
  ) {
    super(`${reference} : ${reason}`);
  }
}

/** « Marquer payée » for a whole group order, in its own transaction. */
export async function payGroup(
  db: Db,
  input: Parameters<typeof payGroupIn>[1],
): Promise<GroupPaymentOutcome> {
  try {
    const outcome = await db.transaction().execute((trx) => payGroupIn(trx, input));
    if (outcome.kind === "done") input.mail.queued();
    return outcome;
  } catch (error) {
    if (error instanceof GroupPaymentRefusal) return { kind: "refused", message: error.message };
    throw error;
  }
}
