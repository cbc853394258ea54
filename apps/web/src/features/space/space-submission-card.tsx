import type { Locale } from "@congres/shared/facts";
import { useState } from "react";
import { categoryOptions, submissionTypeOptions } from "../../i18n/choice-labels.ts";
import { useLocale } from "../../i18n/locale-context.tsx";
import { m } from "../../paraglide/messages.js";
import { DisclosureButton } from "./disclosure-button.tsx";
import { PresentationAnswer } from "./presentation-answer.tsx";
import { PresentationCertificate } from "./presentation-certificate.tsx";
import type { SpaceSubmission, SubmissionPartProps } from "./space-api.ts";
import { decisionLabel } from "./space-labels.ts";
import { Fact } from "./space-registration-card.tsx";
import { SubmissionEditForm } from "./submission-edit-form.tsx";
import { SubmissionFiles } from "./submission-files.tsx";

const labelIn = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

/** The authors as one line, in publication order, each with her country when given. */
const authorsLine = (authors: SpaceSubmission["authors"]): string =>
  authors
    .map((author) => {
      const name = `${author.first_name} ${author.last_name}`.trim();
      return author.country ? `${name} (${author.country})` : name;
    })
    .join(", ");

const ACCEPTED = new Set(["acceptee_orale", "acceptee_poster"]);

/**
 * What the committee told her (issue #39 item 5), in the language of the decision mail: its
 * message and the reviewers' comments to the authors — never their names nor their comments to
 * the committee, which the server does not send.
 */
function DecisionReturned({
  submission,
  language,
}: {
  submission: SpaceSubmission;
  language: Locale;
}) {
  const comments = submission.review_comments ?? [];
  if (!submission.decision_message && comments.length === 0) return null;
  return (
    <section
      lang={language}
      dir={language === "ar" ? "rtl" : "ltr"}
      className="flex flex-col gap-3"
    >
      {submission.decision_message && (
        <div>
          <h4 className="font-semibold text-brand-900">
            {m.space_decision_message({}, { locale: language })}
          </h4>
          <p className="whitespace-pre-line text-ink">{submission.decision_message}</p>
        </div>
      )}
      {comments.length > 0 && (
        <div>
          <h4 className="font-semibold text-brand-900">
            {m.space_review_comments({}, { locale: language })}
          </h4>
          <ol className="mt-2 flex flex-col gap-2">
            {comments.map((comment, index) => (
              <li key={comment} className="rounded-lg bg-brand-50 p-3">
                <p className="text-sm font-medium text-muted">
                  {m.space_review_comment_n({ number: index + 1 }, { locale: language })}
                </p>
                <p dir="auto" className="whitespace-pre-line text-ink">
                  {comment}
                </p>
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}

/**
 * One of her submissions (issue #39): what was sent; until the committee decides, its edit form;
 * once the decision mail has gone, the decision, what the committee returned and, if accepted,
 * her confirmation or withdrawal, then her certificate of presentation (decision 0080). The files of an accepted submission (#39 item 3) mount in the
 * files of an accepted one (`<SubmissionFiles>`, decision 0074).
 */
export function SpaceSubmissionCard({ submission, onChanged }: SubmissionPartProps) {
  const locale = useLocale();
  const [editing, setEditing] = useState(false);
  const titleId = `space-submission-${submission.id}`;
  const editId = `space-submission-edit-${submission.id}`;
  const accepted = submission.decision !== undefined && ACCEPTED.has(submission.decision);
  const presentation =
    submission.presentation === "confirmed"
      ? m.space_presentation_confirmed({}, { locale })
      : submission.presentation === "withdrawn"
        ? m.space_presentation_withdrawn({}, { locale })
        : m.space_presentation_waiting({}, { locale });
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-5 rounded-xl border border-brand-100 bg-white p-5 shadow-sm"
    >
      <h3 id={titleId} dir="auto" className="text-lg font-semibold text-brand-900">
        {submission.title}
      </h3>
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <Fact label={m.space_reference({}, { locale })}>
          <bdi dir="ltr">{submission.reference}</bdi>
        </Fact>
        <Fact label={m.submission_type({}, { locale })}>
          {labelIn(submissionTypeOptions(locale), submission.submission_type)}
        </Fact>
        <Fact label={m.submission_category({}, { locale })}>
          {labelIn(categoryOptions(locale), submission.category)}
        </Fact>
        <Fact label={m.space_submission_authors({}, { locale })}>
          {authorsLine(submission.authors)}
        </Fact>
        {submission.decision && (
          <Fact label={m.space_submission_decision({}, { locale })}>
            {decisionLabel(submission.decision, locale)}
          </Fact>
        )}
        {accepted && <Fact label={m.space_presentation({}, { locale })}>{presentation}</Fact>}
      </dl>
      {submission.decision ? (
        <DecisionReturned
          submission={submission}
          language={submission.decision_language ?? locale}
        />
      ) : (
        <section className="rounded-lg border border-brand-100 p-4">
          <h4 id={editId}>
            <DisclosureButton open={editing} onToggle={() => setEditing(!editing)}>
              {m.space_submission_edit({}, { locale })}
            </DisclosureButton>
          </h4>
          {editing && (
            <div className="mt-4">
              <SubmissionEditForm submission={submission} onChanged={onChanged} />
            </div>
          )}
        </section>
      )}
      {accepted && <PresentationAnswer submission={submission} onChanged={onChanged} />}
      {accepted && submission.presentation === "confirmed" && (
        <PresentationCertificate submission={submission} />
      )}
      <SubmissionFiles submission={submission} />
    </article>
  );
}
