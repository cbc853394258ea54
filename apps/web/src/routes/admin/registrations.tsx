import type { RegistrationRow } from "@congres/shared";
import { formatCentimes, labelOf, PARTICIPATION_TYPES } from "@congres/shared";
import { UserPlus } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/button.tsx";
import { adminMeta, formatDateTime, orDash } from "../../features/admin/core/admin-format.ts";
import { AdminListPage } from "../../features/admin/core/admin-list-page.tsx";
import { REGISTRATION_SORTS } from "../../features/admin/core/list-options.ts";
import { PersonCell } from "../../features/admin/core/person-cell.tsx";
import { StatusBadge } from "../../features/admin/core/status-badge.tsx";
import { EmailText } from "../../features/admin/emails/email-text.tsx";
import { PAYMENT_STATUS_KIND } from "../../features/admin/payments/payment-status.ts";
import { DuplicateBadge } from "../../features/admin/registrations/duplicate-badge.tsx";
import { RegistrationDocumentsToolbar } from "../../features/admin/registrations/registration-documents-toolbar.tsx";
import { RegistrationTotals } from "../../features/admin/registrations/registration-totals.tsx";
import {
  REGISTRATION_FILTERS,
  REGISTRATIONS_ENDPOINT,
} from "../../features/admin/registrations/registrations-api.ts";

export const meta = () => adminMeta("Inscriptions");

export default function Registrations() {
  return (
    <AdminListPage<RegistrationRow>
      title="Inscriptions"
      endpoint={REGISTRATIONS_ENDPOINT}
      describe={(row) => `l'inscription #${row.id}`}
      detailPath={(row) => `/admin/app/inscriptions/${row.id}`}
      deletedMessage={(id) => `Inscription #${id} supprimée.`}
      filters={REGISTRATION_FILTERS}
      sorts={REGISTRATION_SORTS}
      exportable
      intro={<RegistrationTotals />}
      toolbar={
        <div className="flex flex-wrap items-center gap-2">
          <RegistrationDocumentsToolbar />
          <Link to="/admin/app/inscriptions/nouvelle" className={buttonClasses("primary")}>
            <UserPlus aria-hidden="true" className="size-4" />
            Ajouter une inscription
          </Link>
        </div>
      }
      columns={[
        { header: "ID", cell: (row) => row.id },
        {
          header: "Référence",
          cell: (row) => <span className="whitespace-nowrap">{orDash(row.reference)}</span>,
        },
        {
          header: "Participant",
          cell: (row) => <PersonCell person={row} detail={orDash(row.institution)} />,
        },
        {
          header: "Email",
          cell: (row) => (
            <>
              <span className="block">
                <EmailText address={orDash(row.email)} />
              </span>
              <DuplicateBadge email={row.email} others={row.duplicates} />
            </>
          ),
        },
        { header: "Type", cell: (row) => labelOf(PARTICIPATION_TYPES, row.participation_type) },
        {
          // The status and the amount due in one column: the table fits 1280 px with its actions.
          header: "Paiement",
          cell: (row) => (
            <>
              <StatusBadge kind={PAYMENT_STATUS_KIND} status={row.payment_status} />
              <span className="mt-1 block whitespace-nowrap text-xs text-muted">
                {formatCentimes(row.amount_due_centimes)} dus
              </span>
            </>
          ),
        },
        { header: "Date", cell: (row) => formatDateTime(row.created_at, "short") },
      ]}
    />
  );
}
