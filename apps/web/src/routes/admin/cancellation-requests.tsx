import { formatCentimes } from "@congres/shared";
import {
  CANCELLATION_FILTERS,
  CANCELLATION_STATUSES,
  CANCELLATIONS_ENDPOINT,
  type CancellationRequestRow,
} from "../../features/admin/cancellations/cancellations-api.ts";
import { RefundAction } from "../../features/admin/cancellations/refund-action.tsx";
import { adminMeta, formatDateTime } from "../../features/admin/core/admin-format.ts";
import { AdminListPage } from "../../features/admin/core/admin-list-page.tsx";
import { RegistrationLink } from "../../features/admin/registrations/registration-link.tsx";

export const meta = () => adminMeta("Demandes d'annulation");

const statusLabel = (status: string) =>
  CANCELLATION_STATUSES.find((each) => each.value === status)?.label ?? status;

/** « Demandes d'annulation » (issue #38 §3): paid registrations to refund, then cancelled. */
export default function CancellationRequests() {
  return (
    <AdminListPage<CancellationRequestRow>
      title="Demandes d'annulation"
      endpoint={CANCELLATIONS_ENDPOINT}
      describe={(row) => `la demande de ${row.reference}`}
      filters={CANCELLATION_FILTERS}
      intro={
        <p className="max-w-3xl text-sm text-muted">
          Des délégués ayant payé ont demandé l'annulation depuis leur espace. Faites le virement
          sur le compte indiqué, puis enregistrez le remboursement : l'inscription est alors
          annulée.
        </p>
      }
      columns={[
        {
          header: "Inscription",
          cell: (row) => (
            <>
              <RegistrationLink id={row.registration_id} reference={row.reference} />
              <span className="block">{row.name}</span>
              <span className="block text-xs text-muted">{row.email}</span>
            </>
          ),
        },
        { header: "Motif", cell: (row) => row.reason },
        { header: "Reçu", cell: (row) => formatCentimes(row.amount_received_centimes) },
        { header: "Compte", cell: (row) => <span className="font-mono">{row.iban}</span> },
        {
          header: "Statut",
          cell: (row) =>
            row.status === "refunded" && row.refund_centimes !== null
              ? `${statusLabel(row.status)} (${formatCentimes(row.refund_centimes)})`
              : statusLabel(row.status),
        },
        { header: "Demandée le", cell: (row) => formatDateTime(row.requested_at, "short") },
        { header: "Remboursement", cell: (row) => <RefundAction row={row} /> },
      ]}
    />
  );
}
