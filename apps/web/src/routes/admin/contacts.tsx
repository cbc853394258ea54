import type { ContactRow } from "@congres/shared";
import { adminMeta, formatDateTime, orDash } from "../../features/admin/core/admin-format.ts";
import { AdminListPage } from "../../features/admin/core/admin-list-page.tsx";
import { CONTACT_FILTERS, CONTACT_SORTS } from "../../features/admin/core/list-options.ts";
import { PersonCell } from "../../features/admin/core/person-cell.tsx";

export const meta = () => adminMeta("Contacts");

export default function Contacts() {
  return (
    <AdminListPage<ContactRow>
      title="Contacts"
      endpoint="/api/admin/contacts"
      describe={(row) => `le message #${row.id}`}
      detailPath={(row) => `/admin/app/contacts/${row.id}`}
      deletedMessage={(id) => `Message #${id} supprimé.`}
      filters={CONTACT_FILTERS}
      sorts={CONTACT_SORTS}
      exportable
      columns={[
        { header: "ID", cell: (row) => row.id },
        {
          header: "Nom",
          cell: (row) => <PersonCell person={row} detail={row.email} />,
        },
        { header: "Sujet", cell: (row) => orDash(row.subject) },
        { header: "Date", cell: (row) => formatDateTime(row.created_at, "short") },
      ]}
    />
  );
}
