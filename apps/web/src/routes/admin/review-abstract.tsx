import { countWordsInAbstract, REVIEWER_MESSAGES, REVIEWER_TEXTS } from "@congres/shared";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { adminMeta } from "../../features/admin/core/admin-format.ts";
import {
  declareConflict,
  useAssignment,
  useAssignments,
  useReviewsChanged,
  WORKSPACE_PATH,
} from "../../features/review/review-api.ts";
import { ReviewFormPanel } from "../../features/review/review-form.tsx";
import { choiceLabel } from "../../features/review/review-format.ts";

export const meta = () => adminMeta("Relecture");

/** One abstract beside its review form, previous / next, a conflict to declare (decision 0046). */
export default function ReviewAbstract() {
  const { id } = useParams();
  const navigate = useNavigate();
  const changed = useReviewsChanged();
  const { data, isError, isFetchedAfterMount } = useAssignment(id);
  // The list says the reviewer's language even when this abstract is not theirs.
  const list = useAssignments();
  const [reason, setReason] = useState("");
  if (isError) {
    const language = list.data?.language ?? "fr";
    return (
      <p role="alert" lang={language} className="text-ink">
        {REVIEWER_MESSAGES[language].notFound}{" "}
        <Link to={WORKSPACE_PATH} className="text-brand-800 underline">
          {REVIEWER_TEXTS[language].back}
        </Link>
      </p>
    );
  }
  if (!data) {
    const language = list.data?.language ?? "fr";
    return (
      <p role="status" lang={language} className="text-sm text-muted">
        {REVIEWER_TEXTS[language].loading}
      </p>
    );
  }
  const { language, abstract } = data;
  const t = REVIEWER_TEXTS[language];
  const neighbour = (target: number | null, label: string) =>
    target === null ? null : (
      <Link to={`${WORKSPACE_PATH}/${target}`} className={buttonClasses("secondary")}>
        {label}
      </Link>
    );
  return (
    <div lang={language} className="space-y-5">
      <nav aria-label={t.workspace} className="flex flex-wrap gap-3">
        <Link to={WORKSPACE_PATH} className={buttonClasses("ghost")}>
          {t.back}
        </Link>
        {neighbour(data.previous_id, t.previous)}
        {neighbour(data.next_id, t.next)}
      </nav>
      <div className="grid gap-6 lg:grid-cols-2">
        <article
          aria-labelledby="abstract-title"
          className="min-w-0 space-y-3 rounded-lg border border-brand-100 bg-white p-4"
        >
          {/* dir="auto": an abstract written in Arabic reads right to left, whatever the workspace's language. */}
          <h1
            id="abstract-title"
            dir="auto"
            className="text-xl font-bold text-brand-900 [overflow-wrap:anywhere]"
          >
            {abstract.title}
          </h1>
          {data.changed_since_review && (
            <p role="note" className="font-semibold text-amber-900">
              {t.changedSinceReview}
            </p>
          )}
          <p className="text-sm text-muted">
            {t.category} : {choiceLabel(language, "categories", abstract.category)} · {t.type} :{" "}
            {choiceLabel(language, "submissionTypes", abstract.submission_type)}
          </p>
          {abstract.authors && (
            <ul className="text-sm text-ink">
              {abstract.authors.map((author) => (
                <li key={`${author.name}-${author.affiliation}`}>
                  {author.name} — {author.affiliation}
                </li>
              ))}
            </ul>
          )}
          <h2 className="text-base font-semibold text-ink">
            {t.abstract}{" "}
            <span className="font-normal text-muted">
              ({t.words(countWordsInAbstract(abstract.abstract))})
            </span>
          </h2>
          <p dir="auto" className="whitespace-pre-line text-ink [overflow-wrap:anywhere]">
            {abstract.abstract}
          </p>
          <p className="text-sm text-ink">
            <span className="font-semibold">{t.keywords} :</span> <bdi>{abstract.keywords}</bdi>
          </p>
        </article>
        <div className="min-w-0 space-y-6">
          {/* The form starts from the review as stored now, never from a copy kept since an
              earlier visit: it would autosave that copy over the draft saved meanwhile. */}
          {isFetchedAfterMount ? (
            <ReviewFormPanel
              key={`${data.submission_id}-${language}-${data.review.revision}`}
              detail={data}
              language={language}
            />
          ) : (
            <p role="status" className="text-sm text-muted">
              {t.loading}
            </p>
          )}
          {data.review.status !== "envoyee" && (
            <details className="rounded-lg border border-brand-100 bg-white p-4">
              <summary className="cursor-pointer text-sm font-semibold text-ink">
                {t.declareConflict}
              </summary>
              <div className="mt-3 space-y-2">
                <label htmlFor="conflict-reason" className="text-sm font-medium text-ink">
                  {t.conflictReason}
                </label>
                <textarea
                  id="conflict-reason"
                  rows={2}
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                  className="block w-full rounded-lg border border-gray-300 px-3 py-2"
                />
                <Button
                  variant="danger"
                  onClick={async () => {
                    const outcome = await declareConflict(data.submission_id, reason);
                    if (outcome.ok) {
                      await changed();
                      navigate(WORKSPACE_PATH);
                    }
                  }}
                >
                  {t.declareConflict}
                </Button>
              </div>
            </details>
          )}
        </div>
      </div>
    </div>
  );
}
