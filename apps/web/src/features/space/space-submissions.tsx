import { useLocale } from "../../i18n/locale-context.tsx";
import { m } from "../../paraglide/messages.js";
import type { SpaceSubmission } from "./space-api.ts";
import { SpaceSubmissionCard } from "./space-submission-card.tsx";

/** Her submissions (those she sent and those she presents), each as its card. */
export function SpaceSubmissions({
  submissions,
  onChanged,
}: {
  submissions: SpaceSubmission[];
  onChanged: () => Promise<void>;
}) {
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
        <SpaceSubmissionCard key={submission.id} submission={submission} onChanged={onChanged} />
      ))}
    </section>
  );
}
