import { edition, type Locale } from "@congres/shared";
import { afterAll, describe, expect, it } from "vitest";
import { hasMissingGlyph, pdfText } from "../../testing/pdf-text.ts";
import { SAMPLE_VERIFICATION } from "../../testing/verification-mark.ts";
import type { DelegateData, ReceiptData } from "./pdf-data.ts";
import { renderOnPdfThread, stopPdfThread } from "./pdf-thread.ts";

const receipt = (language: Locale): ReceiptData => ({
  language,
  number: "2025-0042",
  reference: "CPSS-7KQ2M",
  delegateName: "Dr Fatima Benali",
  amountCentimes: 150_075,
  paidOn: "2025-10-06",
  issuedAt: "2025-10-06T10:00:00.000Z",
  cancelledAt: null,
});

/** As delegateOf gives it: the name as written, country and participation in her language. */
const delegate = (language: Locale, country: string, participation: string): DelegateData => ({
  language,
  reference: "CPSS-7KQ2M",
  name: "Dr Fatima Benali",
  originalName: "فاطمة بنعلي",
  institution: "Université Hassan II",
  country,
  participation,
  daysAttended: ["2025-10-30", "2025-10-31"],
});

/**
 * What each language's PDFs must say. pdf.js copies Arabic in drawn order (words right to left
 * come out last word first), so Arabic is checked word by word; a left-to-right figure must come
 * out whole ("1 500,75 DH", not "DH 500,75 1" as an Arabic line lays it out).
 */
const LANGUAGES = [
  {
    language: "fr",
    delegate: delegate("fr", "Maroc", "Étudiant"),
    receipt: ["Reçu de paiement N° 2025-0042", "Mille cinq cents dirhams et soixante-quinze"],
    certificate: ["Attestation de présence", "Jours de présence : 30 octobre 2025"],
    badge: ["Réf. CPSS-7KQ2M", "Étudiant", "Maroc"],
  },
  {
    language: "en",
    delegate: delegate("en", "Morocco", "Student"),
    receipt: [
      "Payment receipt no. 2025-0042",
      "Amount received 1 500,75 DH",
      "One thousand five hundred dirhams and seventy five centimes",
      "Payment date 6 October 2025",
    ],
    certificate: ["Certificate of attendance", "Days attended: 30 October 2025, 31 October 2025"],
    badge: ["Ref. CPSS-7KQ2M", "Student", "Morocco"],
  },
  {
    language: "ar",
    delegate: delegate("ar", "المغرب", "طالب"),
    receipt: [
      "إيصال",
      "الدفع",
      "2025-0042",
      "1 500,75 DH",
      "CPSS-7KQ2M",
      // ألف وخمسمائة درهم وخمسة وسبعون سنتيم
      "ألف",
      "وخمسمائة",
      "درهم",
      "وخمسة",
      "وسبعون",
      "سنتيم",
      "أكتوبر",
    ],
    certificate: ["شهادة", "حضور", "CPSS-7KQ2M", SAMPLE_VERIFICATION.code, "أكتوبر"],
    badge: ["المرجع", "CPSS-7KQ2M", "طالب", "المغرب"],
  },
] as const;

const FRENCH_ONLY = /Reçu de paiement|Attestation de présence|Réf\.|Soit|Montant reçu/;

describe("receipts, certificates and badges in the delegate's language (issue #38 item 4)", () => {
  afterAll(stopPdfThread);

  it.each(LANGUAGES)("writes them in $language", async (expected) => {
    const [receiptPdf, certificatePdf, badgePdf] = await Promise.all([
      renderOnPdfThread({ kind: "receipt", receipt: receipt(expected.language), edition }),
      renderOnPdfThread({
        kind: "certificate",
        delegate: expected.delegate,
        verification: SAMPLE_VERIFICATION,
        edition,
      }),
      renderOnPdfThread({
        kind: "badges",
        delegates: [expected.delegate],
        layout: "single",
        edition,
      }),
    ]);
    const documents = [
      [await pdfText(receiptPdf), expected.receipt],
      [await pdfText(certificatePdf), expected.certificate],
      [await pdfText(badgePdf), expected.badge],
    ] as const;
    for (const [{ text, pages }, words] of documents) {
      for (const word of words) expect(text, text).toContain(word);
      // The name stays as written, in both scripts.
      if (words !== expected.receipt) expect(text).toContain("Dr Fatima Benali");
      expect(hasMissingGlyph(text)).toBe(false);
      if (expected.language !== "fr") expect(text).not.toMatch(FRENCH_ONLY);
      // A certificate with a name in two scripts and two days fits its page.
      expect(pages).toBe(1);
    }
  });
});
