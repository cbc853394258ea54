import type { VisaLetterRow } from "@congres/shared";
import { adminMeta, formatDateTime } from "../../features/admin/core/admin-format.ts";
import { AdminListPage } from "../../features/admin/core/admin-list-page.tsx";
import { StatusBadge } from "../../features/admin/core/status-badge.tsx";
import { RegistrationLink } from "../../features/admin/registrations/registration-link.tsx";
import { VisaLetterActions } from "../../features/admin/visa-letters/visa-letter-actions.tsx";
import { VISA_LETTER_STATUS_KIND } from "../../features/admin/visa-letters/visa-letter-status.ts";
import {
  nationalityLabel,
  VISA_LETTER_FILTERS,
  VISA_LETTERS_ENDPOINT,
} from "../../features/admin/visa-letters/visa-letters-api.ts";

export const meta = () => adminMeta("Lettres d'invitation");

/** « Lettres d'invitation » (issue #38 §5): every request, newest first, and its decision. */
export default function VisaLetters() {
  return (
    <AdminListPage<VisaLetterRow>
      title="Lettres d'invitation"
      endpoint={VISA_LETTERS_ENDPOINT}
      describe={(row) => `la demande de ${row.reference}`}
      filters={VISA_LETTER_FILTERS}
      intro={
        <p className="max-w-3xl text-sm text-muted">
          Vérifiez chaque demande avant d'accorder la lettre : elle sert à un rendez-vous de visa.
          Une lettre accordée porte un code et un QR que le consulat vérifie sur le site.
        </p>
      }
      columns={[
        {
          header: "Inscription",
          cell: (row) => <RegistrationLink id={row.registration_id} reference={row.reference} />,
        },
        {
          header: "Statut",
          cell: (row) => <StatusBadge kind={VISA_LETTER_STATUS_KIND} status={row.status} />,
        },
        {
          header: "Passeport",
          cell: (row) => <span className="font-mono">{row.passport_number}</span>,
        },
        { header: "Nationalité", cell: (row) => nationalityLabel(row.nationality) },
        { header: "Demandée le", cell: (row) => formatDateTime(row.requested_at, "short") },
        { header: "Décision", cell: (row) => <VisaLetterActions row={row} /> },
      ]}
    />
  );
}
