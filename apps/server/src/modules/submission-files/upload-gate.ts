import { ACCEPTED_STATUSES, type Locale, SUBMISSION_FILE_MESSAGES } from "@congres/shared";
import { writtenInstant } from "../space-registrations/change-deadline.ts";
import type { DelegateSubmission } from "../submissions/submission-space.ts";
import type { UploadDeadline } from "./upload-deadline.ts";

/**
 * Why an author may not upload now, in her language, or undefined: files come once her abstract
 * is accepted and she was told so (the decision mail sent), and before the upload deadline.
 */
export function uploadRefusal(
  submission: DelegateSubmission,
  deadline: UploadDeadline,
  locale: Locale,
): string | undefined {
  const messages = SUBMISSION_FILE_MESSAGES[locale];
  const accepted = (ACCEPTED_STATUSES as readonly string[]).includes(submission.status);
  if (!accepted || !submission.decision_mail_sent) return messages.notAccepted;
  if (!deadline.open && deadline.closes_at) {
    return messages.closed(writtenInstant(deadline.closes_at, locale));
  }
  return undefined;
}
