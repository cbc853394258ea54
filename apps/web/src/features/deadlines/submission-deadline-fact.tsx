import { editionTexts } from "../../i18n/edition-texts.ts";
import { useLocale } from "../../i18n/locale-context.tsx";
import { editionFacts } from "../../lib/edition-facts.ts";
import { m } from "../../paraglide/messages.js";
import { formatClosingInstant } from "./closing-instant.ts";
import { useSubmissionDeadline } from "./use-form-deadline.ts";

/**
 * The submissions' deadline in the page's language, as the countdown knows it: the effective
 * closing time once the server has said it. Until then (and in the prerendered page) it is the
 * edition's announced date, held in its place but not shown where scripts run (`pending`), so a
 * visitor never reads a date that a later closing time replaces (issue #36 item 13); a browser
 * without scripts, which will never know better, shows it.
 */
function useSubmissionDeadlineText(): { text: string; pending: boolean } {
  const locale = useLocale();
  const deadline = useSubmissionDeadline();
  return {
    text: formatClosingInstant(deadline ?? editionFacts.submissionDeadline, locale),
    pending: deadline === undefined,
  };
}

/** The deadline's words, their place kept (no layout shift) while the server has not answered. */
export function SubmissionDeadlineWords({ className }: { className?: string }) {
  const { text, pending } = useSubmissionDeadlineText();
  return (
    <span
      className={pending ? `${className ?? ""} [@media(scripting:enabled)]:invisible` : className}
      data-deadline-pending={pending || undefined}
    >
      {text}
    </span>
  );
}

/** Where the deadline goes in the card's sentence, whatever the language's word order. */
const DEADLINE_MARK = "\u0000";

/** /soumissions' "Deadline" card: the deadline, then when the results are given. */
export function SubmissionDeadlineFact() {
  const locale = useLocale();
  const [before, after] = m
    .submissions_deadline_text(
      { deadline: DEADLINE_MARK, results: editionTexts(locale).results },
      { locale },
    )
    .split(DEADLINE_MARK);
  return (
    <p className="mt-1 text-sm text-muted">
      {before}
      <SubmissionDeadlineWords />
      {after}
    </p>
  );
}
