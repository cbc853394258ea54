import { formatCentimes, INVOICE_KIND_LABELS } from "@congres/shared";
import { Download } from "lucide-react";
import { adminMeta, formatDateTime } from "../../features/admin/core/admin-format.ts";
import { AdminListPage } from "../../features/admin/core/admin-list-page.tsx";
import {
  INVOICE_FILTERS,
  INVOICES_ENDPOINT,
  type InvoiceRow,
} from "../../features/admin/invoices/invoices-api.ts";
import { IssueInvoiceAction } from "../../features/admin/invoices/issue-invoice-action.tsx";
import { RegistrationLink } from "../../features/admin/registrations/registration-link.tsx";

export const meta = () => adminMeta("Factures");

/**
 * « Factures » (issue #40 item 5): the accountant's list of invoices, credit notes and
 * pro-formas, their filters and exports, each document's PDF, and « Émettre une facture ».
 */
export default function Invoices() {
  return (
    <AdminListPage<InvoiceRow>
      title="Factures"
      endpoint={INVOICES_ENDPOINT}
      describe={(row) => row.number}
      filters={INVOICE_FILTERS}
      exportable
      toolbar={<IssueInvoiceAction />}
      intro={
        <p className="max-w-3xl text-sm text-muted">
          Factures (F), avoirs (AV) et factures pro forma (PF), numérotés sans trou par année. Un
          document émis ne change plus : une correction est un avoir suivi d'une nouvelle facture.
          L'avoir d'un remboursement est émis par « Demandes d'annulation ».
        </p>
      }
      columns={[
        {
          header: "Numéro",
          cell: (row) => <span className="font-mono font-semibold">{row.number}</span>,
        },
        { header: "Type", cell: (row) => INVOICE_KIND_LABELS[row.kind] },
        {
          header: "Référence",
          cell: (row) =>
            row.registration_id ? (
              <RegistrationLink id={row.registration_id} reference={row.reference} />
            ) : (
              <span className="font-mono">{row.reference}</span>
            ),
        },
        {
          header: "Facturé à",
          cell: (row) => (
            <>
              <span className="block">{row.buyer_name}</span>
              {row.buyer_tax_id && (
                <span className="block text-xs text-muted">ICE/IF {row.buyer_tax_id}</span>
              )}
            </>
          ),
        },
        { header: "Montant", cell: (row) => formatCentimes(row.amount_centimes) },
        { header: "Émis le", cell: (row) => formatDateTime(row.issued_at, "short") },
        {
          header: "PDF",
          cell: (row) => (
            <a
              href={`${INVOICES_ENDPOINT}/${row.id}.pdf`}
              download
              className="inline-flex min-h-10 items-center gap-1 font-semibold text-brand-800 underline"
            >
              <Download aria-hidden="true" className="size-4" />
              Télécharger <span className="sr-only">{row.number}</span>
            </a>
          ),
        },
      ]}
    />
  );
}
