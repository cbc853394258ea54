import type { RegistrationRow } from "@congres/shared";
import { labelOf, PARTICIPATION_TYPES } from "@congres/shared";
import { adminMeta, formatDateTime, fullName, orDash } from "../../features/admin/admin-format.ts";
import { AdminListPage } from "../../features/admin/admin-list-page.tsx";
import { DuplicateBadge } from "../../features/admin/duplicate-badge.tsx";

export const meta = () => adminMeta("Inscriptions");

export default function Registrations() {
  return (
    <AdminListPage<RegistrationRow>
      title="Inscriptions"
      endpoint="/api/admin/registrations"
      describe={(row) => `l'inscription #${row.id}`}
      detailPath={(row) => `/admin/app/inscriptions/${row.id}`}
      deletedMessage={(id) => `Inscription #${id} supprimée.`}
      columns={[
        { header: "ID", cell: (row) => row.id },
        { header: "Référence", cell: (row) => orDash(row.reference) },
        {
          header: "Participant",
          cell: (row) => (
            <>
              <span className="font-medium">{fullName(row.first_name, row.last_name)}</span>
              <span className="block text-xs text-muted">{orDash(row.institution)}</span>
            </>
          ),
        },
        {
          header: "Email",
          cell: (row) => (
            <>
              <span className="block">{orDash(row.email)}</span>
              <DuplicateBadge email={row.email} others={row.duplicates} />
            </>
          ),
        },
        { header: "Type", cell: (row) => labelOf(PARTICIPATION_TYPES, row.participation_type) },
        { header: "Date", cell: (row) => formatDateTime(row.created_at, "short") },
      ]}
    />
  );
}
