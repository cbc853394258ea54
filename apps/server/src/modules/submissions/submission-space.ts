import { type DecidedStatus, isDecided, type Locale, type SpaceSubmission } from "@congres/shared";
import { sql } from "kysely";
import type { Db } from "../../db/connection.ts";
import { idsWithSentMail } from "../../services/mail/outbox-repository.ts";
import { authorsOfSubmissions } from "./submission-repository.ts";

/**
 * What the delegate space (modules/space, decision 0068) reads of submissions: those whose
 * e-mail is the signed-in delegate's, case-insensitively, by the `lower(email)` index — and
 * (issue #39, decision 0073) those she presents, by her e-mail on the presenting author.
 * `email` is already lower-cased and trimmed.
 */

const withEmail = (db: Db, email: string) =>
  db.selectFrom("submissions").where(sql<string>`lower(email)`, "=", email);

/**
 * The submissions a delegate may act on (issue #39): those sent with her e-mail, and those whose
 * presenting author has her e-mail — the latter looked up first by the `lower(email)` index of
 * submission_authors, so that both conditions are index lookups (an OR of a subquery would scan).
 */
async function hersOrPresentedBy(db: Db, email: string) {
  const presented = await db
    .selectFrom("submission_authors")
    .select("submission_id")
    .where(sql<string>`lower(email)`, "=", email)
    .where("is_presenting", "=", 1)
    .execute();
  const ids = presented.map((row) => row.submission_id);
  return db
    .selectFrom("submissions")
    .where((eb) =>
      eb.or([
        eb(sql<string>`lower(email)`, "=", email),
        ...(ids.length > 0 ? [eb("id", "in", ids)] : []),
      ]),
    );
}

/**
 * The name to greet her with in a sign-in mail: her latest submission's, else the name she
 * presents under in the latest submission she presents; undefined if none.
 */
export async function submitterName(db: Db, email: string): Promise<string | undefined> {
  const row =
    (await withEmail(db, email)
      .select(["first_name", "last_name"])
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst()) ??
    (await db
      .selectFrom("submission_authors")
      .select(["first_name", "last_name"])
      .where("is_presenting", "=", 1)
      .where(sql<string>`lower(email)`, "=", email)
      .orderBy("submission_id", "desc")
      .limit(1)
      .executeTakeFirst());
  return row && `${row.first_name} ${row.last_name}`.trim();
}

/** A submission as the space's routes check it before anything else (issue #39). */
export type DelegateSubmission = {
  id: number;
  reference: string;
  status: string;
  /** The committee's recorded decision, told or not yet; null while undecided. */
  decision: DecidedStatus | null;
  /** Whether its decision mail has left: only then is the decision hers to read and act on. */
  decision_mail_sent: boolean;
  /** The presenting author's e-mail as typed (may be blank). */
  presenting_email: string;
  /** The e-mail it was sent with. */
  email: string;
  /** `confirmed` | `withdrawn` once the presenting side answered the decision; else null. */
  presentation: string | null;
  /** The language it was sent in: its mails' language. */
  language: Locale;
};

/**
 * Whether the signed-in delegate (`email`, lower-cased, trimmed) sent the submission herself,
 * rather than only presenting it: its submitter's private contact (her phone) is hers alone.
 */
export const sentBy = (submission: Pick<DelegateSubmission, "email">, email: string) =>
  submission.email.trim().toLowerCase() === email;

/**
 * The submission `id` when `email` (lower-cased, trimmed) is its submitter's or its presenting
 * author's, case-insensitively; else undefined — an unknown id and another person's alike.
 */
export async function findDelegateSubmission(
  db: Db,
  email: string,
  id: number,
): Promise<DelegateSubmission | undefined> {
  if (email === "") return undefined;
  const row = await (await hersOrPresentedBy(db, email))
    .where("id", "=", id)
    .select(["id", "reference", "status", "email", "language", "presentation"])
    .select((eb) =>
      eb
        .selectFrom("submission_authors")
        .select("email")
        .whereRef("submission_id", "=", "submissions.id")
        .where("is_presenting", "=", 1)
        .limit(1)
        .as("presenting_email"),
    )
    .executeTakeFirst();
  if (!row) return undefined;
  const told = await idsWithSentMail(db, "submission_decision", "submission", [row.id]);
  return {
    ...row,
    presenting_email: row.presenting_email ?? "",
    decision: isDecided(row.status) ? row.status : null,
    decision_mail_sent: told.has(row.id),
  };
}

/**
 * Her submissions, oldest first, as `GET /api/space` gives them: with their authors (names and
 * affiliations, never their addresses) and the committee's decision only once its decision mail
 * was sent — the space tells nothing the author was not told.
 */
export async function spaceSubmissions(db: Db, email: string): Promise<SpaceSubmission[]> {
  const rows = await (await hersOrPresentedBy(db, email))
    .select([
      "id",
      "reference",
      "title",
      "submission_type",
      "category",
      "status",
      "created_at",
      "presentation",
      "author_message",
      "language",
    ])
    .orderBy("id")
    .execute();
  const ids = rows.map((row) => row.id);
  const authors = await authorsOfSubmissions(db, ids);
  const told = await idsWithSentMail(db, "submission_decision", "submission", ids);
  return rows.map(({ status, presentation, author_message, language, ...row }) => ({
    ...row,
    authors: authors
      .filter((author) => author.submission_id === row.id)
      .map((author) => ({
        first_name: author.first_name,
        last_name: author.last_name,
        affiliation: author.affiliation,
        country: author.country,
        is_presenting: Boolean(author.is_presenting),
      })),
    ...(told.has(row.id) && isDecided(status)
      ? {
          decision: status,
          decision_language: language,
          decision_message: author_message,
          ...(presentation === "confirmed" || presentation === "withdrawn" ? { presentation } : {}),
        }
      : {}),
  }));
}
