import {
  type DecidedStatus,
  decisionMailTextsIn,
  type Edition,
  fillDecisionText,
  reviewerCommentsBlock,
} from "@congres/shared";
import type { PendingMail } from "../../services/mail/mail-draft.ts";
import { mailLanguageOf } from "../../services/mail/mail-language.ts";
import {
  authorMailValues,
  type MailedAuthor,
  type MailedSubmission,
  submissionRecipients,
} from "../submissions/submission-mail-recipients.ts";

/** The outbox kind of a decision e-mail (a draft until the staff send it). */
export const DECISION_MAIL_KIND = "submission_decision";

/**
 * The draft of a decision e-mail, from the decision's template in the submitter's language
 * (stored with the submission; shared decisionMailTextsIn). The draft keeps that language, so
 * that the mail is laid out for it (right to left in Arabic) whatever staff edit.
 */
export function decisionMailDraft(
  decision: DecidedStatus,
  submission: MailedSubmission,
  authors: readonly MailedAuthor[],
  edition: Pick<Edition, "shortName">,
  reviewerComments: readonly string[] = [],
): PendingMail {
  const { to, cc } = submissionRecipients(submission, authors);
  const language = mailLanguageOf(submission);
  const texts = decisionMailTextsIn(language)[decision];
  const comments = reviewerCommentsBlock(language, reviewerComments);
  const values = {
    ...authorMailValues(to, submission, edition),
    message: [submission.author_message, comments].filter(Boolean).join("\n\n"),
  };
  return {
    kind: "submission_decision",
    to: { name: to.name, address: to.address },
    cc,
    draft: true,
    subject: fillDecisionText(texts.subject, values).replace(/\s+/g, " "),
    entity: { type: "submission", id: submission.id },
    data: {
      template: "submission_decision",
      decision,
      reference: submission.reference,
      title: submission.title,
      heading: texts.heading,
      body: fillDecisionText(texts.body, values),
      language,
    },
  };
}
