/** @jsxRuntime automatic */
/** @jsxImportSource react */
/**
 * The react-pdf side of PDF rendering: the renderer, fonts, QR codes and the documents.
 * Loaded by the PDF thread (pdf-worker.ts) with its first document, never at start (decision 0021).
 */
import { renderToBuffer } from "@react-pdf/renderer";
import { type BadgeData, BadgesDocument } from "./badge-document.tsx";
import { CertificateDocument } from "./certificate-document.tsx";
import { InvoiceDocument } from "./invoice-document.tsx";
import type { PdfJob } from "./pdf-jobs.ts";
import { PresentationCertificateDocument } from "./presentation-certificate-document.tsx";
import { qrCodeOf } from "./qr-code.tsx";
import { ReceiptDocument } from "./receipt-document.tsx";
import { VisaLetterDocument } from "./visa-letter-document.tsx";

/** The jobs this module renders: the book and the programme have modules of their own. */
export type DocumentJob = Exclude<PdfJob, { kind: "book" | "programme" }>;

export function documentPdf(job: DocumentJob): Promise<Buffer> {
  const { edition } = job;
  switch (job.kind) {
    case "receipt":
      return renderToBuffer(<ReceiptDocument receipt={job.receipt} edition={edition} />);
    case "invoice":
      return renderToBuffer(<InvoiceDocument invoice={job.invoice} edition={edition} />);
    case "certificate":
      return renderToBuffer(
        <CertificateDocument
          delegate={job.delegate}
          verification={job.verification}
          edition={edition}
        />,
      );
    case "presentation_certificate":
      return renderToBuffer(
        <PresentationCertificateDocument certificate={job.certificate} edition={edition} />,
      );
    case "visa_letter":
      return renderToBuffer(<VisaLetterDocument letter={job.letter} edition={edition} />);
    case "badges": {
      const badges: BadgeData[] = job.delegates.map((delegate) => ({
        ...delegate,
        // The bare reference (`CPSS-7KQ2M`): what the check-in desk looks up.
        qrCode: qrCodeOf(delegate.reference),
      }));
      return renderToBuffer(
        <BadgesDocument badges={badges} layout={job.layout} edition={edition} />,
      );
    }
  }
}
