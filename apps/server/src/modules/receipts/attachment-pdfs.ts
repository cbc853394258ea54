import type { Edition, Locale } from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import type { RenderedAttachment } from "../../services/mail/mail-attachments.ts";
import type { MailAttachmentRef } from "../../services/mail/mail-draft.ts";
import { delegateMailTexts, mailLanguageOf } from "../../services/mail/mail-language.ts";
import { renderReceiptPdf } from "../../services/pdf/render-pdf.ts";
import { renderDelegateCertificate } from "../attendance/certificate-pdf.ts";
import { findRegistration, registrationLanguage } from "../registrations/registration-by-id.ts";
import { renderVisaLetter } from "../visa-letters/visa-letter-pdf.ts";
import { findReceipt, type ReceiptRow, receiptData } from "./receipt-repository.ts";

/**
 * A receipt's PDF in its registration's language (decision 0072), read now: French when the
 * registration is gone (erased). The same PDF whether mailed, downloaded by staff or by the
 * delegate.
 */
export async function renderReceipt(
  db: Db,
  receipt: ReceiptRow,
  edition: Edition,
): Promise<{ language: Locale; pdf: Buffer }> {
  const registration =
    receipt.registration_id === null
      ? undefined
      : await registrationLanguage(db, receipt.registration_id);
  const language = mailLanguageOf(registration);
  return { language, pdf: await renderReceiptPdf(receiptData(receipt, language), edition) };
}

/**
 * One PDF, rendered now from the row it names; a row gone since makes the attempt fail. Receipts
 * and certificates are in the delegate's language (decision 0072), a visa letter in French (with
 * its English translation when asked); the file name is in the delegate's language, read from the
 * registration (the bodies' data is gone by now).
 */
export async function renderDelegatePdf(
  db: Db,
  ref: MailAttachmentRef,
  edition: Edition,
): Promise<RenderedAttachment> {
  if (ref.type === "receipt") {
    const receipt = await findReceipt(db, ref.receiptId);
    if (!receipt) throw new Error(`Reçu ${ref.receiptId} introuvable : pièce jointe impossible.`);
    const { language, pdf } = await renderReceipt(db, receipt, edition);
    return {
      filename: delegateMailTexts(language).paymentReceipt.fileName(receipt.number),
      content: pdf,
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
