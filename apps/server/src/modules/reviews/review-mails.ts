import type { Edition, ReviewerLanguage } from "@congres/shared";
import { INSTANT_IN_WORDS } from "../../services/mail/instant-in-words.ts";
import type { PendingMail } from "../../services/mail/mail-draft.ts";
import { REVIEW_MAIL_TEXTS } from "../../services/mail/review-mail-texts.ts";

/** The reviewer workspace's address, which the mails link to. */
export const REVIEWER_WORKSPACE_PATH = "/admin/app/relecture";

export type MailedReviewer = { name: string; email: string; language: ReviewerLanguage };

const deadlineIn = (language: ReviewerLanguage, deadline: string, timeZone: string) =>
  new Intl.DateTimeFormat(language === "fr" ? "fr-FR" : "en-GB", {
    timeZone,
    ...INSTANT_IN_WORDS,
  }).format(new Date(deadline));

/** A reviewer's mail through the outbox, in their account's language; about no record. */
export function reviewNotice(
  reviewer: MailedReviewer,
  notice: "assignment" | "reminder",
  count: number,
  deadline: string | null,
  edition: Pick<Edition, "shortName" | "siteUrl" | "timeZone">,
): PendingMail {
  const { language } = reviewer;
  const texts = REVIEW_MAIL_TEXTS[language];
  return {
    kind: notice === "assignment" ? "review_assignment" : "review_reminder",
    to: { name: reviewer.name, address: reviewer.email },
    subject:
      notice === "assignment"
        ? texts.assignment.subject(edition.shortName, count)
        : texts.reminder.subject(edition.shortName),
    entity: null,
    data: {
      template: "review_notice",
      name: reviewer.name,
      notice,
      count,
      ...(deadline ? { deadline: deadlineIn(language, deadline, edition.timeZone) } : {}),
      url: `${edition.siteUrl}${REVIEWER_WORKSPACE_PATH}`,
      language,
    },
  };
}
