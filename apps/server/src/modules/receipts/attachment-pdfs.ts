import type { Edition } from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import type { RenderedAttachment } from "../../services/mail/mail-attachments.ts";
import type { MailAttachmentRef } from "../../services/mail/mail-draft.ts";
import { delegateMailTexts, mailLanguageOf } from "../../services/mail/mail-language.ts";
import { renderReceiptPdf } from "../../services/pdf/render-pdf.ts";
import { renderDelegateCertificate } from "../attendance/certificate-pdf.ts";
import { findRegistration, registrationLanguage } from "../registrations/registration-by-id.ts";
import { renderVisaLetter } from "../visa-letters/visa-letter-pdf.ts";
import { findReceipt, receiptData } from "./receipt-repository.ts";

/**
 * One PDF, rendered now from the row it names; a row gone since makes the attempt fail. The PDF
 * is French (a visa letter may carry its English translation too) (the congress's accounting and official documents, decision 0027); its file name is
 * in the delegate's language, read from the registration (the bodies' data is gone by now).
 */
export async function renderDelegatePdf(
  db: Db,
  ref: MailAttachmentRef,
  edition: Edition,
): Promise<RenderedAttachment> {
  if (ref.type === "receipt") {
    const receipt = await findReceipt(db, ref.receiptId);
    if (!receipt) throw new Error(`Reçu ${ref.receiptId} introuvable : pièce jointe impossible.`);
    const registration =
      receipt.registration_id === null
        ? undefined
        : await registrationLanguage(db, receipt.registration_id);
    return {
      filename: delegateMailTexts(mailLanguageOf(registration)).paymentReceipt.fileName(
        receipt.number,
      ),
      content: await renderReceiptPdf(receiptData(receipt), edition),
      contentType: "application/pdf",
    };
  }
  if (ref.type === "visa_letter") {
    const { fileName, pdf } = await renderVisaLetter(db, ref.visaLetterId, edition);
    return { filename: fileName, content: pdf, contentType: "application/pdf" };
  }
  const registration = await findRegistration(db, ref.registrationId);
  if (!registration) {
    throw new Error(`Inscription ${ref.registrationId} introuvable : pièce jointe impossible.`);
  }
  return {
    filename: delegateMailTexts(mailLanguageOf(registration)).attendanceCertificate.fileName(
      registration.reference,
    ),
    content: await renderDelegateCertificate(db, registration, edition, new Date()),
    contentType: "application/pdf",
  };
}
