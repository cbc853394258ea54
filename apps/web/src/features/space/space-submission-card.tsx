import { categoryOptions, submissionTypeOptions } from "../../i18n/choice-labels.ts";
import { useLocale } from "../../i18n/locale-context.tsx";
import { m } from "../../paraglide/messages.js";
import type { SpaceSubmission } from "./space-api.ts";
import { decisionLabel } from "./space-labels.ts";
import { Fact } from "./space-registration-card.tsx";
import { SubmissionFiles } from "./submission-files.tsx";

const labelIn = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

/** The authors as one line, in publication order. */
const authorsLine = (authors: SpaceSubmission["authors"]): string =>
  authors.map((author) => `${author.first_name} ${author.last_name}`.trim()).join(", ");

/**
 * One of her submissions (issue #39): what was sent, the committee's decision once its mail has
 * gone, and what she may do with it. The files of an accepted submission (#39 item 3) mount in
 * the slot marked below as `<SubmissionFiles submission={submission} onChanged={onChanged} />`.
 */
export function SpaceSubmissionCard({
  submission,
  onChanged: _onChanged,
}: {
  submission: SpaceSubmission;
  onChanged: () => Promise<void>;
}) {
  const locale = useLocale();
  const titleId = `space-submission-${submission.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-5 rounded-xl border border-brand-100 bg-white p-5 shadow-sm"
    >
      <h3 id={titleId} className="text-lg font-semibold text-brand-900">
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
      </dl>
      <SubmissionFiles submission={submission} />
    </article>
  );
}
