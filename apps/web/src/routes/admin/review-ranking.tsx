import type { RankingRow } from "@congres/shared";
import {
  CATEGORIES,
  labelOf,
  REVIEW_RECOMMENDATION_LABELS_FR,
  SUBMISSION_TYPES,
} from "@congres/shared";
import { useState } from "react";
import { adminMeta, orDash } from "../../features/admin/admin-format.ts";
import { AdminListPage } from "../../features/admin/admin-list-page.tsx";
import { BulkDecisionBar } from "../../features/admin/bulk-decision-bar.tsx";
import {
  RANKING_ENDPOINT,
  RANKING_FILTERS,
  RANKING_SORTS,
} from "../../features/admin/review-admin-api.ts";
import { SubmissionStatusBadge } from "../../features/admin/submission-status-badge.tsx";

export const meta = () => adminMeta("Classement");

const score = (value: number | null) => (value === null ? "—" : value.toFixed(2).replace(".", ","));

/** The committee's ranking: scores, spread, recommendations, disagreement; bulk decisions (decision 0046). */
export default function ReviewRanking() {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  return (
    <AdminListPage<RankingRow>
      title="Classement des relectures"
      endpoint={RANKING_ENDPOINT}
      describe={(row) => `la soumission #${row.id}`}
      detailPath={(row) => `/admin/app/soumissions/${row.id}`}
      filters={RANKING_FILTERS}
      sorts={RANKING_SORTS}
      exportable
      intro={
        <BulkDecisionBar
          selected={selected}
          onDone={() => setSelected(new Set())}
          offerReviewComments
        />
      }
      selection={{ selected, onChange: setSelected }}
      columns={[
        { header: "Référence", cell: (row) => orDash(row.reference) },
        { header: "Titre", cell: (row) => orDash(row.title) },
        { header: "Catégorie", cell: (row) => labelOf(CATEGORIES, row.category) },
        { header: "Type", cell: (row) => labelOf(SUBMISSION_TYPES, row.submission_type) },
        { header: "Relectures", cell: (row) => `${row.reviews_done} / ${row.reviews_expected}` },
        { header: "Note", cell: (row) => score(row.mean_score) },
        { header: "Écart", cell: (row) => score(row.spread) },
        {
          header: "Recommandations",
          cell: (row) =>
            Object.entries(row.recommendations)
              .filter(([, count]) => count > 0)
              .map(
                ([key, count]) =>
                  `${REVIEW_RECOMMENDATION_LABELS_FR[key as keyof typeof row.recommendations]} : ${count}`,
              )
              .join(" · ") || "—",
        },
        {
          header: "Désaccord",
          cell: (row) =>
            row.disagreement ? (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                Désaccord
              </span>
            ) : (
              "—"
            ),
        },
        { header: "Décision", cell: (row) => <SubmissionStatusBadge status={row.status} /> },
      ]}
    />
  );
}
