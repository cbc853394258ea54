import { REVIEW_RECOMMENDATION_LABELS_FR, REVIEW_STATE_LABELS_FR } from "@congres/shared";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { useActionOutcome } from "../core/action-outcome.ts";
import type { AdminWriteOutcome } from "../core/admin-api.ts";
import { PanelSection } from "../core/panel-section.tsx";
import {
  addReviewer,
  removeReviewer,
  reopenReview,
  useReviewAdminChanged,
  useReviewSettings,
  useSubmissionReviews,
} from "./review-admin-api.ts";
import { scoreLabels } from "./review-scores.ts";
import { ReviewerSelect } from "./reviewer-select.tsx";

/**
 * The submission's reviews for the committee, with the reviewers' names (decision 0046): each
 * review's scores, recommendation and comments; reopen a submitted review, take a reviewer off,
 * add one.
 */
export function SubmissionReviews({ submissionId }: { submissionId: number }) {
  const reviews = useSubmissionReviews(submissionId);
  const settings = useReviewSettings();
  const changed = useReviewAdminChanged();
  const settle = useActionOutcome();
  const [chosen, setChosen] = useState("");
  const act = async (outcome: Promise<AdminWriteOutcome<unknown>>, done: string) => {
    const result = await outcome;
    await Promise.all([changed(), reviews.refetch()]);
    settle(result, () => toast({ title: done }));
  };
  const held = new Set(reviews.data?.data.map((review) => review.reviewer_id));
  return (
    <PanelSection id="reviews-title" title="Relectures">
      <ul className="divide-y divide-brand-100 rounded-lg border border-brand-100 bg-white">
        {reviews.data?.data.length === 0 && (
          <li className="px-4 py-3 text-sm text-muted">Aucun relecteur.</li>
        )}
        {reviews.data?.data.map((review) => (
          <li key={review.reviewer_id} className="space-y-1 px-4 py-3 text-sm">
            <p className="font-medium text-ink">
              {review.reviewer_name} <span className="text-muted">({review.reviewer_email})</span> —{" "}
              {REVIEW_STATE_LABELS_FR[review.status]}
              {review.score !== null && <> · note {review.score.toFixed(2).replace(".", ",")}</>}
              {review.recommendation && (
                <> · {REVIEW_RECOMMENDATION_LABELS_FR[review.recommendation]}</>
              )}
            </p>
            {settings.data && Object.keys(review.scores).length > 0 && (
              <p className="text-muted">
                {scoreLabels(review.scores, settings.data.criteria).join(" · ")}
              </p>
            )}
            {review.comment_to_authors && <p>Aux auteurs : {review.comment_to_authors}</p>}
            {review.comment_to_committee && <p>Au comité : {review.comment_to_committee}</p>}
            <div className="flex flex-wrap gap-2 pt-1">
              {review.status === "envoyee" && (
                <Button
                  variant="secondary"
                  onClick={() =>
                    act(reopenReview(submissionId, review.reviewer_id), "Relecture rouverte")
                  }
                >
                  Rouvrir la relecture de {review.reviewer_name}
                </Button>
              )}
              <Button
                variant="ghost"
                onClick={() =>
                  act(removeReviewer(submissionId, review.reviewer_id), "Relecteur retiré")
                }
              >
                Retirer {review.reviewer_name}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-end gap-3">
        <ReviewerSelect
          label="Ajouter un relecteur"
          value={chosen}
          onChange={setChosen}
          exclude={held}
        />
        <Button
          disabled={chosen === ""}
          onClick={() => act(addReviewer(submissionId, Number(chosen)), "Relecteur ajouté")}
        >
          Ajouter
        </Button>
      </div>
    </PanelSection>
  );
}
