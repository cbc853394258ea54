import type { PdfTexts } from "./pdf-texts.ts";

/** The English texts of the receipt, badge and certificate (decision 0072). */
export const pdfTextsEn: PdfTexts = {
  receipt: {
    title: "Payment receipt no.",
    receivedFrom: "Received from",
    reference: "Registration reference",
    amount: "Amount received",
    amountInWords: "In words",
    paidOn: "Payment date",
    method: "Payment method",
    bankTransfer: "Bank transfer",
    purpose: "For",
    purposeText: (wording, shortName) => `Registration fees for the ${wording.name} (${shortName})`,
    issuedOn: "Receipt issued on",
    cancelled: (date) => `CANCELLED on ${date}: this receipt is no longer valid.`,
    footer: (organiser, city) =>
      `${organiser}, ${city}. Receipt issued electronically, valid without signature.`,
  },
  certificate: {
    title: "Certificate of attendance",
    certifies: (wording) => `The organising committee of the ${wording.name} certifies that`,
    attended: (wording) =>
      `attended the ${wording.name} (${wording.editionLabel}), held ${wording.atVenue}, ${wording.city}, on ${wording.datesLabel}.`,
    daysAttended: (days) =>
      days.length === 1 ? `Day attended: ${days[0]}.` : `Days attended: ${days.join(", ")}.`,
    madeAt: (city, date) => `${city}, ${date}.`,
    signature: "The organising committee",
    verify: "Check that this certificate is authentic:",
    code: "Verification code:",
  },
  presentation: {
    title: "Certificate of presentation",
    certifies: (wording) => `The scientific committee of the ${wording.name} certifies that`,
    presented: (wording) =>
      `presented at the ${wording.name} (${wording.editionLabel}), held ${wording.atVenue}, ${wording.city}, on ${wording.datesLabel}, the work`,
    quoted: (title) => `“${title}”`,
    authors: "Authors:",
    signature: "The scientific committee",
  },
  badge: { reference: "Ref.", sheetTitle: "Badges" },
  band: {
    place: (wording) => `${wording.city}, ${wording.country}`,
    congress: (wording) => `${wording.name} — ${wording.datesLabel}, ${wording.city}`,
  },
};
