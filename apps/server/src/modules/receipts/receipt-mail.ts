import type { Edition, Locale } from "@congres/shared";
import type { PendingMail } from "../../services/mail/mail-draft.ts";
import { delegateMailTexts } from "../../services/mail/mail-language.ts";
import type { ReceiptRow } from "./receipt-repository.ts";

/** The registration a receipt's mails are about (none once it is erased). */
const registrationOf = (receipt: Pick<ReceiptRow, "registration_id">): PendingMail["entity"] =>
  receipt.registration_id === null ? null : { type: "registration", id: receipt.registration_id };

/**
 * The receipt's mail, in the delegate's language (stored with the registration): its data and
 * the receipt to attach, both rendered by the worker. The PDF stays French (decision 0027).
 */
export function receiptMail(
  receipt: ReceiptRow,
  to: { name: string; address: string },
  edition: Edition,
  language: Locale,
): PendingMail {
  return {
    kind: "payment_receipt",
    to,
    subject: delegateMailTexts(language).paymentReceipt.subject(edition.shortName, receipt.number),
    entity: registrationOf(receipt),
    attachments: [{ type: "receipt", receiptId: receipt.id }],
    data: {
      template: "payment_receipt",
      name: to.name,
      reference: receipt.reference,
      receiptNumber: receipt.number,
      amountCentimes: receipt.amount_centimes,
      language,
    },
  };
}

/**
 * The notice that a receipt already mailed is cancelled (decision 0033), to the address its mail
 * went to, in the delegate's language; nothing attached.
 */
export function receiptCancellationMail(
  receipt: Pick<ReceiptRow, "number" | "reference" | "registration_id">,
  to: { name: string; address: string },
  edition: Edition,
  language: Locale,
): PendingMail {
  const texts = delegateMailTexts(language).paymentReceiptCancellation;
  return {
    kind: "payment_receipt_cancellation",
    to,
    subject: texts.subject(edition.shortName, receipt.number),
    entity: registrationOf(receipt),
    data: {
      template: "payment_receipt_cancellation",
      name: to.name,
      reference: receipt.reference,
      receiptNumber: receipt.number,
      language,
    },
  };
}
