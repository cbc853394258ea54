import { maskedAccount, utcToZonedDateTime } from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { type Actor, recordAudit } from "../../services/audit/audit-repository.ts";
import {
  creditedCentimes,
  groupInvoiceWithLine,
  type InvoiceRow,
  insertInvoice,
  invoiceLines,
  invoiceOf,
  nextInvoiceNumber,
} from "./invoice-repository.ts";

/**
 * The invoice a registration's sale is on: its own, or a group's invoice that has her line
 * (even if staff moved her out of the group since: the invoice as issued is what counts).
 */
async function invoiceCovering(trx: Db, registration: { id: number; reference: string }) {
  const own = await invoiceOf(trx, { registrationId: registration.id }, "invoice");
  return own ?? groupInvoiceWithLine(trx, registration.reference);
}

/**
 * The credit note (« avoir ») of a refund, in the refund's transaction (cancellations'
 * refund-workflow.ts), when the registration was invoiced: the refunded amount (never more
 * than what its invoice still carries), the refund's day and the account it went to (masked),
 * numbered AV-year-NNNN from its own series. The invoice itself is never changed (decision 0076).
 * Nothing when the registration had no invoice: a receipt needs no credit note.
 */
export async function creditNoteForRefund(
  trx: Db,
  input: {
    registration: { id: number; reference: string };
    refundCentimes: number;
    refundedOn: string;
    account: string;
    actor: Actor;
    at: Date;
    timeZone: string;
  },
): Promise<InvoiceRow | undefined> {
  const invoice = await invoiceCovering(trx, input.registration);
  if (!invoice) return undefined;
  const open = invoice.amount_centimes - (await creditedCentimes(trx, invoice.id));
  const amount = Math.min(input.refundCentimes, open);
  if (amount <= 0) return undefined;
  const line = invoiceLines(invoice).find((l) => l.reference === input.registration.reference);
  const year = Number(utcToZonedDateTime(input.at, input.timeZone).slice(0, 4));
  const numbered = await nextInvoiceNumber(trx, "credit_note", year);
  const note = await insertInvoice(trx, {
    ...numbered,
    kind: "credit_note",
    registration_id: input.registration.id,
    group_id: null,
    credits_invoice_id: invoice.id,
    reference: input.registration.reference,
    buyer_name: invoice.buyer_name,
    buyer_address: invoice.buyer_address,
    buyer_tax_id: invoice.buyer_tax_id,
    language: invoice.language,
    lines: JSON.stringify([
      {
        reference: input.registration.reference,
        name: line?.name ?? "",
        participation_type: line?.participation_type ?? "",
        amount_centimes: amount,
        received_centimes: amount,
      },
    ]),
    amount_centimes: amount,
    received_centimes: amount,
    refunded_on: input.refundedOn,
    refund_account: maskedAccount(input.account),
    issued_at: input.at.toISOString(),
    issued_by_email: input.actor.email,
  });
  await recordAudit(trx, {
    actor: input.actor,
    action: "registration.credit_note.issue",
    entity: {
      type: "registration",
      id: input.registration.id,
      reference: input.registration.reference,
    },
    changes: { credit_note_number: [null, note.number], invoice_number: [invoice.number, null] },
    at: input.at,
  });
  return note;
}
