import type { Edition } from "@congres/shared";
import type {
  BadgeLayout,
  DelegateData,
  InvoiceData,
  PresentationCertificateData,
  ReceiptData,
  VerificationMark,
  VisaLetterData,
} from "./pdf-data.ts";
import { renderOnPdfThread } from "./pdf-thread.ts";

// react-pdf, its layout engine, fonts and qrcode run on the PDF thread, started with the first
// PDF rather than at start (decisions 0016, 0021, 0034).

export function renderReceiptPdf(receipt: ReceiptData, edition: Edition): Promise<Buffer> {
  return renderOnPdfThread({ kind: "receipt", receipt, edition });
}

export function renderInvoicePdf(invoice: InvoiceData, edition: Edition): Promise<Buffer> {
  return renderOnPdfThread({ kind: "invoice", invoice, edition });
}

/** A certificate with the verification code its registration was given (modules/verification). */
export function renderCertificatePdf(
  delegate: DelegateData,
  verification: VerificationMark,
  edition: Edition,
): Promise<Buffer> {
  return renderOnPdfThread({ kind: "certificate", delegate, verification, edition });
}

/** A certificate of presentation in its submission's language (decision 0080). */
export function renderPresentationCertificatePdf(
  certificate: PresentationCertificateData,
  edition: Edition,
): Promise<Buffer> {
  return renderOnPdfThread({ kind: "presentation_certificate", certificate, edition });
}

export function renderVisaLetterPdf(letter: VisaLetterData, edition: Edition): Promise<Buffer> {
  return renderOnPdfThread({ kind: "visa_letter", letter, edition });
}

export function renderBadgesPdf(
  delegates: DelegateData[],
  layout: BadgeLayout,
  edition: Edition,
): Promise<Buffer> {
  return renderOnPdfThread({ kind: "badges", delegates, layout, edition });
}
