import {
  REVIEW_RECOMMENDATIONS,
  REVIEWER_TEXTS,
  type ReviewerLanguage,
  type ReviewRecommendation,
} from "@congres/shared";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { controlClasses } from "../../components/ui/field.tsx";
import { submitWith } from "../../lib/submit-with.ts";
import {
  type AssignmentDetail,
  formOf,
  type ReviewForm,
  saveReview,
  useReviewsChanged,
} from "./review-api.ts";
import { ScoreScale } from "./score-scale.tsx";

/** A draft is saved this long after the reviewer stops typing: no work is lost, few requests. */
const AUTOSAVE_AFTER_MS = 1200;

type SaveState =
  | { kind: "idle" | "saving" | "saved" | "submitted" }
  | { kind: "error"; message: string }
  /** The stored review is not the one this form was loaded from: nothing saves until reloaded. */
  | { kind: "conflict"; message: string };

/**
 * The review form: scores, recommendation, comments; drafts save themselves, submit locks. It is
 * given the review as stored (the page mounts it only from an answer read since it opened) and
 * sends with each save the revision it was loaded from or last saved, so the server refuses a
 * save that would write this form over a review changed elsewhere (decision 0046).
 */
export function ReviewFormPanel({
  detail,
  language,
}: {
  detail: AssignmentDetail;
  language: ReviewerLanguage;
}) {
  const t = REVIEWER_TEXTS[language];
  const changed = useReviewsChanged();
  const [form, setForm] = useState<ReviewForm>(() => formOf(detail.review));
  const [state, setState] = useState<SaveState>({
    kind: detail.review.status === "envoyee" ? "submitted" : "idle",
  });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const revision = useRef(detail.review.revision);
  // Changes typed since the form opened, and how many of them the last save carried.
  const edits = useRef(0);
  const sentEdits = useRef(0);
  const locked = state.kind === "submitted";
  const ids = { committee: useId(), authors: useId(), recommendation: useId() };

  // One save at a time, each sent with the revision the one before stored.
  const save = useMutation({
    scope: { id: `review-${detail.submission_id}` },
    mutationFn: async ({ sent, submit }: { sent: ReviewForm; submit: boolean }) => {
      const outcome = await saveReview(detail.submission_id, sent, revision.current, submit);
      if (outcome.ok) revision.current = outcome.data.review.revision;
      return outcome;
    },
  });

  const send = async (submit: boolean) => {
    const carried = edits.current;
    setState({ kind: "saving" });
    const outcome = await save.mutateAsync({ sent: form, submit }).catch(() => undefined);
    sentEdits.current = Math.max(sentEdits.current, carried);
    if (!outcome) {
      // No answer (network): the form keeps what was typed; the next change or click sends it.
      setState({ kind: "error", message: t.unreachable });
      return;
    }
    if (outcome.ok) {
      setErrors({});
      setState({ kind: submit ? "submitted" : "saved" });
      if (submit) await changed();
      return;
    }
    setErrors(outcome.errors ?? {});
    setState({
      kind: outcome.status === 409 ? "conflict" : "error",
      message: outcome.message ?? "",
    });
  };

  useEffect(() => {
    if (edits.current === sentEdits.current || locked || state.kind === "conflict") return;
    const timer = setTimeout(() => void send(false), AUTOSAVE_AFTER_MS);
    return () => clearTimeout(timer);
  });

  const update = (next: Partial<ReviewForm>) => {
    edits.current += 1;
    setForm((current) => ({ ...current, ...next }));
  };
  const fieldError = (field: string) =>
    errors[field]?.map((message) => (
      <p key={message} className="text-sm text-danger">
        {message}
      </p>
    ));

  return (
    <form aria-label={t.scores} className="space-y-5" onSubmit={submitWith(() => send(true))}>
      <p className="text-sm text-muted">{t.scoreHint}</p>
      {detail.criteria.map((criterion) => (
        <div key={criterion.key}>
          <ScoreScale
            criterion={criterion}
            scale={t.scale(criterion.min, criterion.max)}
            value={form.scores[criterion.key]}
            disabled={locked}
            onChange={(score) => update({ scores: { ...form.scores, [criterion.key]: score } })}
          />
          {fieldError(`scores.${criterion.key}`)}
        </div>
      ))}
      <div className="space-y-1.5">
        <label htmlFor={ids.recommendation} className="text-sm font-semibold text-ink">
          {t.recommendation}
        </label>
        <select
          id={ids.recommendation}
          value={form.recommendation ?? ""}
          disabled={locked}
          className={`${controlClasses(Boolean(errors.recommendation))} pr-8`}
          onChange={(event) =>
            update({ recommendation: (event.target.value || null) as ReviewRecommendation | null })
          }
        >
          <option value="">—</option>
          {REVIEW_RECOMMENDATIONS.map((value) => (
            <option key={value} value={value}>
              {t.recommendations[value]}
            </option>
          ))}
        </select>
        {fieldError("recommendation")}
      </div>
      {(
        [
          ["commentToAuthors", ids.authors, t.commentToAuthors],
          ["commentToCommittee", ids.committee, t.commentToCommittee],
        ] as const
      ).map(([field, id, label]) => (
        <div key={field} className="space-y-1.5">
          <label htmlFor={id} className="text-sm font-semibold text-ink">
            {label}
          </label>
          <textarea
            id={id}
            rows={4}
            value={form[field]}
            disabled={locked}
            className={controlClasses(Boolean(errors[field]))}
            onChange={(event) => update({ [field]: event.target.value })}
          />
          {fieldError(field)}
        </div>
      ))}
      <p role="status" className="min-h-5 text-sm text-muted">
        {state.kind === "saving" && t.saving}
        {state.kind === "saved" && t.saved}
        {state.kind === "submitted" && t.submitted}
        {state.kind === "error" && <span className="text-danger">{state.message}</span>}
      </p>
      {state.kind === "conflict" && (
        <div role="alert" className="space-y-2 rounded-lg border border-danger p-3">
          <p className="text-sm text-danger">{state.message}</p>
          {/* Read again, the page gives the form the stored review (its revision is its key). */}
          <Button type="button" variant="secondary" onClick={() => void changed()}>
            {t.reloadDraft}
          </Button>
        </div>
      )}
      {!locked && state.kind !== "conflict" && (
        <div className="flex flex-wrap gap-3">
          <Button type="button" variant="secondary" onClick={() => void send(false)}>
            {t.save}
          </Button>
          <Button type="submit">{t.submit}</Button>
        </div>
      )}
    </form>
  );
}
