import type { Edition } from "@congres/shared";
import type { BadgeLayout, DelegateData, ReceiptData } from "./pdf-data.ts";

type Renderer = typeof import("./pdf-documents.tsx");

// react-pdf, its layout engine, fonts and qrcode are loaded with the first PDF rather than at
// start, so that an idle server does not hold them (decisions 0016, 0021).
let renderer: Promise<Renderer> | undefined;

function loadRenderer(): Promise<Renderer> {
  renderer ??= import("./pdf-documents.tsx").catch((error: unknown) => {
    renderer = undefined;
    throw error;
  });
  return renderer;
}

export async function renderReceiptPdf(receipt: ReceiptData, edition: Edition): Promise<Buffer> {
  return (await loadRenderer()).receiptPdf(receipt, edition);
}

export async function renderCertificatePdf(
  delegate: DelegateData,
  edition: Edition,
): Promise<Buffer> {
  return (await loadRenderer()).certificatePdf(delegate, edition);
}

export async function renderBadgesPdf(
  delegates: DelegateData[],
  layout: BadgeLayout,
  edition: Edition,
): Promise<Buffer> {
  return (await loadRenderer()).badgesPdf(delegates, layout, edition);
}
