import { editionTexts } from "../../i18n/edition-texts.ts";
import { useLocale } from "../../i18n/locale-context.tsx";
import { editionFacts } from "../../lib/edition-facts.ts";
import { m } from "../../paraglide/messages.js";
import { formatClosingInstant } from "./closing-instant.ts";
import { useSubmissionDeadline } from "./use-form-deadline.ts";

/**
 * The submissions' deadline in the page's language: prerendered with the edition's announced
 * date, then the effective closing time once the server has said it (an island: decision 0019).
 */
export function useSubmissionDeadlineText(): string {
  const locale = useLocale();
  return formatClosingInstant(useSubmissionDeadline() ?? editionFacts.submissionDeadline, locale);
}

/** /soumissions' "Deadline" card: the deadline, then when the results are given. */
export function SubmissionDeadlineFact() {
  const locale = useLocale();
  const deadline = useSubmissionDeadlineText();
  return (
    <p className="mt-1 text-sm text-muted">
      {m.submissions_deadline_text({ deadline, results: editionTexts(locale).results }, { locale })}
    </p>
  );
}
