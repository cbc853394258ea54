/** @jsxRuntime automatic */
/** @jsxImportSource react */
/**
 * The react-pdf side of PDF rendering: the renderer, fonts, QR codes and the documents.
 * Loaded by render-pdf.ts with the first PDF, never at start (decision 0021).
 */
import type { Edition } from "@congres/shared";
import { renderToBuffer } from "@react-pdf/renderer";
import { type BadgeData, BadgesDocument } from "./badge-document.tsx";
import { CertificateDocument } from "./certificate-document.tsx";
import { InvoiceDocument } from "./invoice-document.tsx";
import type {
  BadgeLayout,
  DelegateData,
  InvoiceData,
  PresentationCertificateData,
  ReceiptData,
  VerificationMark,
  VisaLetterData,
} from "./pdf-data.ts";
import { PresentationCertificateDocument } from "./presentation-certificate-document.tsx";
import { qrCodeOf } from "./qr-code.tsx";
import { ReceiptDocument } from "./receipt-document.tsx";
import { VisaLetterDocument } from "./visa-letter-document.tsx";

export function receiptPdf(receipt: ReceiptData, edition: Edition): Promise<Buffer> {
  return renderToBuffer(<ReceiptDocument receipt={receipt} edition={edition} />);
}

export function invoicePdf(invoice: InvoiceData, edition: Edition): Promise<Buffer> {
  return renderToBuffer(<InvoiceDocument invoice={invoice} edition={edition} />);
}

export function certificatePdf(
  delegate: DelegateData,
  verification: VerificationMark,
  edition: Edition,
): Promise<Buffer> {
  return renderToBuffer(
    <CertificateDocument delegate={delegate} verification={verification} edition={edition} />,
  );
}

export function presentationCertificatePdf(
  certificate: PresentationCertificateData,
  edition: Edition,
): Promise<Buffer> {
  return renderToBuffer(
    <PresentationCertificateDocument certificate={certificate} edition={edition} />,
  );
}

export function visaLetterPdf(letter: VisaLetterData, edition: Edition): Promise<Buffer> {
  return renderToBuffer(<VisaLetterDocument letter={letter} edition={edition} />);
}

export async function badgesPdf(
  delegates: DelegateData[],
  layout: BadgeLayout,
  edition: Edition,
): Promise<Buffer> {
  const badges: BadgeData[] = delegates.map((delegate) => ({
    ...delegate,
    // The bare reference (`CPSS-7KQ2M`): what the check-in desk looks up.
    qrCode: qrCodeOf(delegate.reference),
  }));
  return renderToBuffer(<BadgesDocument badges={badges} layout={layout} edition={edition} />);
}
