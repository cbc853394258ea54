import type { Edition } from "@congres/shared";
import type { BookContents } from "./book-data.ts";
import type { BookTitles } from "./book-document.tsx";
import type {
  BadgeLayout,
  DelegateData,
  InvoiceData,
  PresentationCertificateData,
  ReceiptData,
  VerificationMark,
  VisaLetterData,
} from "./pdf-data.ts";
import type { PrintedProgramme } from "./programme-data.ts";

/** What the PDF thread is asked to render: plain data only, copied to the thread. */
export type PdfJob =
  | { kind: "receipt"; receipt: ReceiptData; edition: Edition }
  | { kind: "invoice"; invoice: InvoiceData; edition: Edition }
  | {
      kind: "certificate";
      delegate: DelegateData;
      verification: VerificationMark;
      edition: Edition;
    }
  | { kind: "presentation_certificate"; certificate: PresentationCertificateData; edition: Edition }
  | { kind: "visa_letter"; letter: VisaLetterData; edition: Edition }
  | { kind: "badges"; delegates: DelegateData[]; layout: BadgeLayout; edition: Edition }
  | { kind: "book"; contents: BookContents; titles: BookTitles }
  | { kind: "programme"; programme: PrintedProgramme };
