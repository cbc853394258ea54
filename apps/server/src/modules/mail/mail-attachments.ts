import type { Edition } from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { renderCertificatePdf, renderReceiptPdf } from "../../services/pdf/render-pdf.ts";
import { delegateOf } from "../attendance/delegate-data.ts";
import { findReceipt, receiptData } from "../receipts/receipt-repository.ts";
import type { MailAttachmentRef } from "./mail-draft.ts";
import { delegateMailTexts, mailLanguageOf } from "./mail-language.ts";
import type { OutboxRow } from "./outbox-repository.ts";

export type RenderedAttachment = { filename: string; content: Buffer; contentType: string };

/**
 * One PDF, rendered now from the row it names; a row gone since makes the attempt fail. The PDF
 * is French (the congress's accounting and official documents, decision 0027); its file name is
 * in the delegate's language, read from the registration (the bodies' data is gone by now).
 */
async function renderAttachment(
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
        : await db
            .selectFrom("registrations")
            .select("language")
            .where("id", "=", receipt.registration_id)
            .executeTakeFirst();
    return {
      filename: delegateMailTexts(mailLanguageOf(registration)).paymentReceipt.fileName(
        receipt.number,
      ),
      content: await renderReceiptPdf(receiptData(receipt), edition),
      contentType: "application/pdf",
    };
  }
  const registration = await db
    .selectFrom("registrations")
    .selectAll()
    .where("id", "=", ref.registrationId)
    .executeTakeFirst();
  if (!registration) {
    throw new Error(`Inscription ${ref.registrationId} introuvable : pièce jointe impossible.`);
  }
  return {
    filename: delegateMailTexts(mailLanguageOf(registration)).attendanceCertificate.fileName(
      registration.reference,
    ),
    content: await renderCertificatePdf(delegateOf(registration), edition),
    contentType: "application/pdf",
  };
}

/**
 * The PDFs a queued mail carries, rendered at each delivery attempt from the stored rows they
 * name (decision 0021): the outbox keeps references, not megabytes, and react-pdf loads only
 * when a mail has one.
 */
export async function renderAttachments(
  db: Db,
  row: Pick<OutboxRow, "attachments">,
  edition: Edition,
): Promise<RenderedAttachment[]> {
  if (!row.attachments) return [];
  const refs = JSON.parse(row.attachments) as MailAttachmentRef[];
  const files: RenderedAttachment[] = [];
  for (const ref of refs) files.push(await renderAttachment(db, ref, edition));
  return files;
}
