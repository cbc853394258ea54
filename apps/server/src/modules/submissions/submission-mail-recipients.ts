import type { Edition } from "@congres/shared";
import type { Selectable } from "kysely";
import type { Db } from "../../db/connection.ts";
import type { SubmissionAuthorTable, SubmissionTable } from "../../db/schema.ts";
import type { MailAddress } from "../../services/mail/mail-draft.ts";

/** What a mail to a submission's authors reads of the submission (a decision, a placement). */
export type MailedSubmission = Pick<
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
export type MailedAuthor = Pick<
  Selectable<SubmissionAuthorTable>,
  "first_name" | "last_name" | "email" | "is_presenting"
>;

/** The submission `id` as its authors' mails read it; undefined for an unknown one. */
export const submissionToMail = (db: Db, id: number): Promise<MailedSubmission | undefined> =>
  db
    .selectFrom("submissions")
    .select([
      "id",
      "reference",
      "first_name",
      "last_name",
      "email",
      "title",
      "author_message",
      "language",
    ])
    .where("id", "=", id)
    .executeTakeFirst();

/** A submission's authors in their order, as its mails address them. */
export const authorsToMail = (db: Db, submissionId: number): Promise<MailedAuthor[]> =>
  db
    .selectFrom("submission_authors")
    .select(["first_name", "last_name", "email", "is_presenting"])
    .where("submission_id", "=", submissionId)
    .orderBy("position")
    .execute();

const nameOf = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`.replace(/\s+/g, " ").trim();

/**
 * Who receives a mail about a submission: the presenting author, the other authors in copy. An
 * author's e-mail is optional on the form, so a presenting author without one leaves the mail to
 * the person who submitted (whose address is required); the submitter is copied when not already
 * among them. Each address once, case aside.
 */
export function submissionRecipients(
  submission: MailedSubmission,
  authors: readonly MailedAuthor[],
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
  submission: Pick<MailedSubmission, "title" | "reference">,
  edition: Pick<Edition, "shortName">,
) => ({
  prenom: to.firstName,
  nom: to.lastName,
  titre: submission.title,
  reference: submission.reference,
  congres: edition.shortName,
});
