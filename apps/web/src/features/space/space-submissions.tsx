import { categoryOptions, submissionTypeOptions } from "../../i18n/choice-labels.ts";
import { useLocale } from "../../i18n/locale-context.tsx";
import { m } from "../../paraglide/messages.js";
import type { SpaceSubmission } from "./space-api.ts";
import { decisionLabel } from "./space-labels.ts";
import { Fact } from "./space-registration-card.tsx";

const labelIn = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

/** The authors as one line, in publication order. */
const authorsLine = (authors: SpaceSubmission["authors"]): string =>
  authors.map((author) => `${author.first_name} ${author.last_name}`.trim()).join(", ");

/** Her submissions: what was sent, and the committee's decision once its mail has gone. */
export function SpaceSubmissions({ submissions }: { submissions: SpaceSubmission[] }) {
  const locale = useLocale();
  return (
    <section aria-labelledby="space-submissions" className="flex flex-col gap-4">
      <h2 id="space-submissions" className="text-2xl font-bold text-brand-900">
        {m.space_submissions({}, { locale })}
      </h2>
      {submissions.length === 0 && (
        <p className="text-ink">{m.space_no_submission({}, { locale })}</p>
      )}
      {submissions.map((submission) => (
        <article
          key={submission.id}
          aria-labelledby={`space-submission-${submission.id}`}
          className="rounded-xl border border-brand-100 bg-white p-5 shadow-sm"
        >
          <h3
            id={`space-submission-${submission.id}`}
            className="text-lg font-semibold text-brand-900"
          >
            {submission.title}
          </h3>
          <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
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
          </dl>
        </article>
      ))}
    </section>
  );
}
