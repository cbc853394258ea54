import type { Edition } from "@congres/shared";
import type { PendingMail } from "../mail/mail-draft.ts";
import { mailTexts } from "../mail/mail-texts.ts";
import type { ReceiptRow } from "./receipt-repository.ts";

/** The receipt's mail: its data and the receipt to attach, both rendered by the worker. */
export function receiptMail(
  receipt: ReceiptRow,
  to: { name: string; address: string },
  edition: Edition,
): PendingMail {
  return {
    kind: "payment_receipt",
    to,
    subject: mailTexts.paymentReceipt.subject(edition.shortName, receipt.number),
    entity:
      receipt.registration_id === null
        ? null
        : { type: "registration", id: receipt.registration_id },
    attachments: [{ type: "receipt", receiptId: receipt.id }],
    data: {
      template: "payment_receipt",
      name: to.name,
      reference: receipt.reference,
      receiptNumber: receipt.number,
      amountCentimes: receipt.amount_centimes,
    },
  };
}
