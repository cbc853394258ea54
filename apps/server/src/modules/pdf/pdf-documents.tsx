/** @jsxRuntime automatic */
/** @jsxImportSource react */
/**
 * The react-pdf side of PDF rendering: the renderer, fonts, QR codes and the three documents.
 * Loaded by render-pdf.ts with the first PDF, never at start (decision 0021).
 */
import type { Edition } from "@congres/shared";
import { Font, renderToBuffer } from "@react-pdf/renderer";
import QRCode from "qrcode";
import { type BadgeData, BadgesDocument } from "./badge-document.tsx";
import { CertificateDocument } from "./certificate-document.tsx";
import type { BadgeLayout, DelegateData, ReceiptData } from "./pdf-data.ts";
import { registerFonts } from "./pdf-fonts.ts";
import { ReceiptDocument } from "./receipt-document.tsx";

registerFonts(Font);

export function receiptPdf(receipt: ReceiptData, edition: Edition): Promise<Buffer> {
  return renderToBuffer(<ReceiptDocument receipt={receipt} edition={edition} />);
}

export function certificatePdf(delegate: DelegateData, edition: Edition): Promise<Buffer> {
  return renderToBuffer(<CertificateDocument delegate={delegate} edition={edition} />);
}

/** The QR code holds the bare reference (`CPSS-7KQ2M`): what the check-in desk looks up. */
const qrCodeOf = (reference: string) =>
  QRCode.toDataURL(reference, { errorCorrectionLevel: "M", margin: 1, width: 240 });

export async function badgesPdf(
  delegates: DelegateData[],
  layout: BadgeLayout,
  edition: Edition,
): Promise<Buffer> {
  const badges: BadgeData[] = [];
  for (const delegate of delegates) {
    badges.push({ ...delegate, qrCode: await qrCodeOf(delegate.reference) });
  }
  return renderToBuffer(<BadgesDocument badges={badges} layout={layout} edition={edition} />);
}
