/** @jsxRuntime automatic */
/** @jsxImportSource react */
/**
 * The react-pdf side of PDF rendering: the renderer, fonts, QR codes and the three documents.
 * Loaded by render-pdf.ts with the first PDF, never at start (decision 0021).
 */
import type { Edition } from "@congres/shared";
import { renderToBuffer } from "@react-pdf/renderer";
import QRCode from "qrcode";
import { type BadgeData, BadgesDocument, type QrCode } from "./badge-document.tsx";
import { CertificateDocument } from "./certificate-document.tsx";
import type { BadgeLayout, DelegateData, ReceiptData } from "./pdf-data.ts";
import { ReceiptDocument } from "./receipt-document.tsx";

export function receiptPdf(receipt: ReceiptData, edition: Edition): Promise<Buffer> {
  return renderToBuffer(<ReceiptDocument receipt={receipt} edition={edition} />);
}

export function certificatePdf(delegate: DelegateData, edition: Edition): Promise<Buffer> {
  return renderToBuffer(<CertificateDocument delegate={delegate} edition={edition} />);
}

/**
 * The QR code of the bare reference (`CPSS-7KQ2M`, what the check-in desk looks up) as one SVG
 * path of its dark modules: drawn as vectors, not a PNG that react-pdf would decode per badge.
 */
function qrCodeOf(reference: string): QrCode {
  const { size, data } = QRCode.create(reference, { errorCorrectionLevel: "M" }).modules;
  let path = "";
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) if (data[y * size + x]) path += `M${x} ${y}h1v1h-1z`;
  }
  return { size, path };
}

export async function badgesPdf(
  delegates: DelegateData[],
  layout: BadgeLayout,
  edition: Edition,
): Promise<Buffer> {
  const badges: BadgeData[] = delegates.map((delegate) => ({
    ...delegate,
    qrCode: qrCodeOf(delegate.reference),
  }));
  return renderToBuffer(<BadgesDocument badges={badges} layout={layout} edition={edition} />);
}
