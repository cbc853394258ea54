import { type Edition, type Locale, SELF_SERVICE_MESSAGES } from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { delegateMailTexts, mailLanguageOf } from "../../services/mail/mail-language.ts";
import { renderBadgesPdf, renderReceiptPdf } from "../../services/pdf/render-pdf.ts";
import { congressEndsAt } from "../attendance/certificate-mails.ts";
import { renderDelegateCertificate } from "../attendance/certificate-pdf.ts";
import { daysAttended } from "../check-in/check-in-repository.ts";
import { checkInSettings } from "../check-in/check-in-settings.ts";
import { receiptData, validReceiptOf } from "../receipts/receipt-repository.ts";
import { delegateOf } from "../registrations/delegate-data.ts";
import { isAttending } from "../registrations/registration-attendance.ts";
import type { DelegateRegistration } from "../registrations/registration-self-service.ts";

export const SPACE_DOCUMENTS = ["receipt", "badge", "certificate"] as const;
export type SpaceDocument = (typeof SPACE_DOCUMENTS)[number];

export type DocumentOutcome =
  | { kind: "not_yet"; message: string }
  | { kind: "pdf"; fileName: string; pdf: Buffer };

type DocumentRequest = {
  registration: DelegateRegistration;
  edition: Edition;
  now: Date;
  locale: Locale;
};

/**
 * A delegate's own documents in « Mon espace » (issue #38 item 4): each the very PDF staff send,
 * from the same rows and the same renderers (decision 0021), in the registration's language
 * (decision 0072) as its file name; or why it does not exist yet, in her language.
 * - receipt: the registration's valid receipt, once a payment issued it;
 * - badge: once paid or waived, one badge on its page;
 * - certificate: today's rule for sending them — paid or waived, after the congress's last day,
 *   and checked in at least once unless the secretariat sends them to every paid registration.
 */
export async function spaceDocument(
  db: Db,
  document: SpaceDocument,
  request: DocumentRequest,
): Promise<DocumentOutcome> {
  const { registration: row, edition, locale } = request;
  const messages = SELF_SERVICE_MESSAGES[locale];
  const mailTexts = delegateMailTexts(locale);
  if (document === "receipt") {
    const receipt = await validReceiptOf(db, row.id);
    if (!receipt) return { kind: "not_yet", message: messages.receiptNotYet };
    return {
      kind: "pdf",
      fileName: mailTexts.paymentReceipt.fileName(receipt.number),
      pdf: await renderReceiptPdf(receiptData(receipt, mailLanguageOf(row)), edition),
    };
  }
  if (!isAttending(row.payment_status)) {
    const message = document === "badge" ? messages.badgeNotYet : messages.certificateNotYet;
    return { kind: "not_yet", message };
  }
  if (document === "badge") {
    return {
      kind: "pdf",
      fileName: `badge-${row.reference}.pdf`,
      pdf: await renderBadgesPdf([delegateOf(row)], "single", edition),
    };
  }
  const days = (await daysAttended(db, [row.id])).get(row.id) ?? [];
  const { certificates } = await checkInSettings(db);
  const available =
    request.now >= congressEndsAt(edition) && (certificates === "paid" || days.length > 0);
  if (!available) return { kind: "not_yet", message: messages.certificateNotYet };
  return {
    kind: "pdf",
    fileName: mailTexts.attendanceCertificate.fileName(row.reference),
    // With its verification code, as staff's copy (decision 0070).
    pdf: await renderDelegateCertificate(db, row, edition, request.now),
  };
}
