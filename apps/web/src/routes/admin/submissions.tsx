import type { SubmissionRow } from "@congres/shared";
import { CATEGORIES, labelOf, SUBMISSION_TYPES } from "@congres/shared";
import { FilePlus } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/button.tsx";
import { adminMeta, formatDateTime, fullName, orDash } from "../../features/admin/admin-format.ts";
import { AdminListPage } from "../../features/admin/admin-list-page.tsx";
import { SUBMISSION_FILTERS, SUBMISSION_SORTS } from "../../features/admin/list-options.ts";

export const meta = () => adminMeta("Soumissions");

export default function Submissions() {
  return (
    <AdminListPage<SubmissionRow>
      title="Soumissions"
      endpoint="/api/admin/submissions"
      describe={(row) => `la soumission #${row.id}`}
      detailPath={(row) => `/admin/app/soumissions/${row.id}`}
      deletedMessage={(id) => `Soumission #${id} supprimée.`}
      filters={SUBMISSION_FILTERS}
      sorts={SUBMISSION_SORTS}
      exportable
      toolbar={
        <Link to="/admin/app/soumissions/nouvelle" className={buttonClasses("primary")}>
          <FilePlus aria-hidden="true" className="size-4" />
          Ajouter une soumission
        </Link>
      }
      columns={[
        { header: "ID", cell: (row) => row.id },
        { header: "Référence", cell: (row) => orDash(row.reference) },
        {
          header: "Auteur",
          cell: (row) => (
            <>
              <span className="font-medium">{fullName(row.first_name, row.last_name)}</span>
              <span className="block text-xs text-muted">{row.email}</span>
            </>
          ),
        },
        { header: "Titre", cell: (row) => orDash(row.title) },
        { header: "Type", cell: (row) => labelOf(SUBMISSION_TYPES, row.submission_type) },
        { header: "Catégorie", cell: (row) => labelOf(CATEGORIES, row.category) },
        { header: "Pays", cell: (row) => orDash(row.country) },
        { header: "Date", cell: (row) => formatDateTime(row.created_at, "short") },
      ]}
    />
  );
}
