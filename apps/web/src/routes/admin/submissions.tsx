import type { SubmissionRow } from "@congres/shared";
import { CATEGORIES, labelOf, SUBMISSION_TYPES } from "@congres/shared";
import { BookOpen, FilePlus } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/button.tsx";
import { adminMeta, formatDateTime, orDash } from "../../features/admin/core/admin-format.ts";
import { AdminListPage } from "../../features/admin/core/admin-list-page.tsx";
import { SUBMISSION_FILTERS, SUBMISSION_SORTS } from "../../features/admin/core/list-options.ts";
import { PersonCell } from "../../features/admin/core/person-cell.tsx";
import { StatusBadge } from "../../features/admin/core/status-badge.tsx";
import { BulkReviewerBar } from "../../features/admin/review/bulk-reviewer-bar.tsx";
import { BulkDecisionBar } from "../../features/admin/submissions/bulk-decision-bar.tsx";
import { BOOK_OF_ABSTRACTS_URL } from "../../features/admin/submissions/decisions-api.ts";
import { SUBMISSION_STATUS_KIND } from "../../features/admin/submissions/submission-status.ts";

export const meta = () => adminMeta("Soumissions");

export default function Submissions() {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
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
        <div className="flex flex-wrap gap-3">
          {/* A download, not a screen: the browser saves the PDF the server renders. */}
          <a href={BOOK_OF_ABSTRACTS_URL} download className={buttonClasses("secondary")}>
            <BookOpen aria-hidden="true" className="size-4" />
            Livre des résumés (PDF)
          </a>
          <Link to="/admin/app/soumissions/nouvelle" className={buttonClasses("primary")}>
            <FilePlus aria-hidden="true" className="size-4" />
            Ajouter une soumission
          </Link>
        </div>
      }
      intro={
        <div className="space-y-3">
          <BulkDecisionBar selected={selected} onDone={() => setSelected(new Set())} />
          <BulkReviewerBar selected={selected} />
        </div>
      }
      selection={{ selected, onChange: setSelected }}
      columns={[
        { header: "ID", cell: (row) => row.id },
        { header: "Référence", cell: (row) => orDash(row.reference) },
        {
          header: "Auteur",
          cell: (row) => <PersonCell person={row} detail={row.email} />,
        },
        { header: "Titre", cell: (row) => orDash(row.title) },
        { header: "Type", cell: (row) => labelOf(SUBMISSION_TYPES, row.submission_type) },
        { header: "Catégorie", cell: (row) => labelOf(CATEGORIES, row.category) },
        { header: "Pays", cell: (row) => orDash(row.country) },
        {
          header: "Décision",
          cell: (row) => <StatusBadge kind={SUBMISSION_STATUS_KIND} status={row.status} />,
        },
        { header: "Date", cell: (row) => formatDateTime(row.created_at, "short") },
      ]}
    />
  );
}
