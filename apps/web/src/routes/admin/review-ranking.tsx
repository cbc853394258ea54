import type { RankingRow } from "@congres/shared";
import {
  CATEGORIES,
  labelOf,
  REVIEW_RECOMMENDATION_LABELS_FR,
  SUBMISSION_TYPES,
} from "@congres/shared";
import { useState } from "react";
import { adminMeta, orDash } from "../../features/admin/core/admin-format.ts";
import { AdminListPage } from "../../features/admin/core/admin-list-page.tsx";
import { StatusBadge } from "../../features/admin/core/status-badge.tsx";
import {
  RANKING_DEFAULT_SORT_LABEL,
  RANKING_ENDPOINT,
  RANKING_FILTERS,
  RANKING_SORTS,
} from "../../features/admin/review/review-admin-api.ts";
import { BulkDecisionBar } from "../../features/admin/submissions/bulk-decision-bar.tsx";
import { useUnregisteredPresenters } from "../../features/admin/submissions/presenters-api.ts";
import { SUBMISSION_STATUS_KIND } from "../../features/admin/submissions/submission-status.ts";
import { UnregisteredPresenterBadge } from "../../features/admin/submissions/unregistered-presenter-badge.tsx";

export const meta = () => adminMeta("Classement");

const score = (value: number | null) => (value === null ? "—" : value.toFixed(2).replace(".", ","));

/** The committee's ranking: scores, spread, recommendations, disagreement; bulk decisions (decision 0046). */
export default function ReviewRanking() {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const unregistered = useUnregisteredPresenters();
  return (
    <AdminListPage<RankingRow>
      title="Classement des relectures"
      endpoint={RANKING_ENDPOINT}
      describe={(row) => `la soumission #${row.id}`}
      detailPath={(row) => `/admin/app/soumissions/${row.id}`}
      filters={RANKING_FILTERS}
      sorts={RANKING_SORTS}
      defaultSortLabel={RANKING_DEFAULT_SORT_LABEL}
      exportable
      intro={
        <>
          <p id="ranking-legend" className="text-sm text-muted">
            Note : moyenne pondérée des relectures envoyées, de 1 (très insuffisant) à 5
            (excellent). Écart : différence entre la note la plus haute et la plus basse données par
            les relecteurs ; « Désaccord » dès 2 points d'écart, ou quand un relecteur accepte et un
            autre refuse.
          </p>
          <BulkDecisionBar
            selected={selected}
            onDone={() => setSelected(new Set())}
            offerReviewComments
          />
        </>
      }
      selection={{ selected, onChange: setSelected }}
      columns={[
        { header: "Référence", cell: (row) => orDash(row.reference) },
        {
          // Category and type under the title: the table fits 1280 px without scrolling.
          header: "Titre",
          cell: (row) => (
            <>
              <span className="block [overflow-wrap:anywhere]">{orDash(row.title)}</span>
              {unregistered.has(row.id) && <UnregisteredPresenterBadge />}
              <span className="block text-xs text-muted">
                {labelOf(CATEGORIES, row.category)} ·{" "}
                {labelOf(SUBMISSION_TYPES, row.submission_type)}
              </span>
            </>
          ),
        },
        { header: "Relectures", cell: (row) => `${row.reviews_done} / ${row.reviews_expected}` },
        { header: "Note /5", cell: (row) => score(row.mean_score) },
        {
          header: "Écart",
          cell: (row) => (
            <>
              {score(row.spread)}
              {row.disagreement && (
                <span className="mt-1 block w-fit rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                  Désaccord
                </span>
              )}
            </>
          ),
        },
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
          header: "Décision",
          cell: (row) => <StatusBadge kind={SUBMISSION_STATUS_KIND} status={row.status} />,
        },
      ]}
    />
  );
}
