import { formatCentimes, type RegistrationDetail } from "@congres/shared";
import { Download } from "lucide-react";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { formatBankDate, formatDateTime } from "../core/admin-format.ts";
import { PanelSection } from "../core/panel-section.tsx";
import { certificateUrl, receiptUrl } from "./documents-api.ts";

const attending = (status: string) => status === "payee" || status === "exoneree";

/**
 * "Documents" of a registration's detail: its payment receipts (issued when it became paid, a
 * cancelled one marked so) and its attendance certificate, each a PDF download.
 */
export function RegistrationDocuments({ registration }: { registration: RegistrationDetail }) {
  const { id, receipts } = registration;
  return (
    <PanelSection id="registration-documents-title" title="Documents">
      {receipts.length === 0 ? (
        <p className="text-muted">
          Aucun reçu : le reçu de paiement est émis et envoyé quand l'inscription devient payée.
        </p>
      ) : (
        <ul className="divide-y divide-brand-100 rounded-lg border border-brand-100 bg-white">
          {receipts.map((receipt) => (
            <li
              key={receipt.number}
              className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
            >
              <div>
                <p className="font-medium text-ink">
                  Reçu n° {receipt.number}
                  {receipt.cancelled_at && (
                    <span className="ml-2 rounded bg-red-50 px-2 py-0.5 text-sm text-danger">
                      Annulé le {formatDateTime(receipt.cancelled_at, "short")}
                    </span>
                  )}
                </p>
                <p className="text-sm text-muted">
                  {formatCentimes(receipt.amount_centimes)} · payé le{" "}
                  {formatBankDate(receipt.paid_on)} · émis le{" "}
                  {formatDateTime(receipt.issued_at, "short")}
                </p>
              </div>
              <a
                href={receiptUrl(id, receipt.number)}
                download
                className={buttonClasses("secondary")}
              >
                <Download aria-hidden="true" className="size-4" />
                Télécharger le reçu {receipt.number}
              </a>
            </li>
          ))}
        </ul>
      )}
      {attending(registration.payment_status) && (
        <a href={certificateUrl(id)} download className={buttonClasses("secondary")}>
          <Download aria-hidden="true" className="size-4" />
          Attestation de présence (PDF)
        </a>
      )}
    </PanelSection>
  );
}
