import { useLocale } from "../../i18n/locale-context.tsx";
import { m } from "../../paraglide/messages.js";
import { SubmissionDeadlineWords } from "../deadlines/submission-deadline-fact.tsx";
import { useSubmissionDeadline } from "../deadlines/use-form-deadline.ts";
import { SubmissionCountdown } from "./submission-countdown.tsx";

/**
 * The home page's call for abstracts: its deadline and the countdown to it, both the effective
 * closing time once the server has said it (issue #28 item 2), so they never disagree with
 * /soumissions.
 */
export function SubmissionCall() {
  const locale = useLocale();
  const deadline = useSubmissionDeadline();
  return (
    <>
      <p className="mx-auto mt-4 max-w-2xl text-center text-muted">
        {m.home_call_intro({}, { locale })}{" "}
        <strong className="text-brand-800">
          <SubmissionDeadlineWords />
        </strong>
        .
      </p>
      <div className="mx-auto mt-8 max-w-2xl">
        <SubmissionCountdown deadline={deadline} />
      </div>
    </>
  );
}
