import {
  type DecidedStatus,
  decisionMailTextsIn,
  type Edition,
  fillDecisionText,
  reviewerCommentsBlock,
} from "@congres/shared";
import type { Selectable } from "kysely";
import type { Db } from "../../db/connection.ts";
import type { SubmissionAuthorTable, SubmissionTable } from "../../db/schema.ts";
import type { MailAddress, PendingMail } from "../../services/mail/mail-draft.ts";
import { mailLanguageOf } from "../../services/mail/mail-language.ts";

/** The outbox kind of a decision e-mail (a draft until the staff send it). */
export const DECISION_MAIL_KIND = "submission_decision";

type DecisionSubmission = Pick<
  Selectable<SubmissionTable>,
  | "id"
  | "reference"
  | "first_name"
  | "last_name"
  | "email"
  | "title"
  | "author_message"
  | "language"
>;
type DecisionAuthor = Pick<
  Selectable<SubmissionAuthorTable>,
  "first_name" | "last_name" | "email" | "is_presenting"
>;

/** A submission's authors in their order, as its mails address them. */
export const authorsToMail = (db: Db, submissionId: number): Promise<DecisionAuthor[]> =>
  db
    .selectFrom("submission_authors")
    .select(["first_name", "last_name", "email", "is_presenting"])
    .where("submission_id", "=", submissionId)
    .orderBy("position")
    .execute();

const nameOf = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`.replace(/\s+/g, " ").trim();

/**
 * Who receives the decision: the presenting author, the other authors in copy. An author's
 * e-mail is optional on the form, so a presenting author without one leaves the mail to the
 * person who submitted (whose address is required); the submitter is copied when not already
 * among them. Each address once, case aside.
 */
export function decisionRecipients(
  submission: DecisionSubmission,
  authors: readonly DecisionAuthor[],
): { to: MailAddress & { firstName: string; lastName: string }; cc: MailAddress[] } {
  const presenting = authors.find((author) => author.is_presenting === 1 && author.email !== "");
  const main = presenting ?? submission;
  const to = {
    name: nameOf(main),
    address: main.email,
    firstName: main.first_name,
    lastName: main.last_name,
  };
  const seen = new Set([to.address.toLowerCase()]);
  const cc: MailAddress[] = [];
  for (const person of [...authors, submission]) {
    const key = person.email.toLowerCase();
    if (person.email === "" || seen.has(key)) continue;
    seen.add(key);
    cc.push({ name: nameOf(person), address: person.email });
  }
  return { to, cc };
}

/** The placeholders every mail to a submission's author fills: name, title, reference, congress. */
export const authorMailValues = (
  to: { firstName: string; lastName: string },
  submission: Pick<DecisionSubmission, "title" | "reference">,
  edition: Pick<Edition, "shortName">,
) => ({
  prenom: to.firstName,
  nom: to.lastName,
  titre: submission.title,
  reference: submission.reference,
  congres: edition.shortName,
});

/**
 * The draft of a decision e-mail, from the decision's template in the submitter's language
 * (stored with the submission; shared decisionMailTextsIn). The draft keeps that language, so
 * that the mail is laid out for it (right to left in Arabic) whatever staff edit.
 */
export function decisionMailDraft(
  decision: DecidedStatus,
  submission: DecisionSubmission,
  authors: readonly DecisionAuthor[],
  edition: Pick<Edition, "shortName">,
  reviewerComments: readonly string[] = [],
): PendingMail {
  const { to, cc } = decisionRecipients(submission, authors);
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
