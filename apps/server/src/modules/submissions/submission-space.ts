import { isDecided, type SpaceSubmission } from "@congres/shared";
import { sql } from "kysely";
import type { Db } from "../../db/connection.ts";
import { idsWithSentMail } from "../../services/mail/outbox-repository.ts";

/**
 * What the delegate space (modules/space, decision 0068) reads of submissions: those whose
 * e-mail is the signed-in delegate's, case-insensitively, by the `lower(email)` index.
 * `email` is already lower-cased and trimmed.
 */

const withEmail = (db: Db, email: string) =>
  db.selectFrom("submissions").where(sql<string>`lower(email)`, "=", email);

/** The name to greet her with in a sign-in mail: her latest submission's; undefined if none. */
export async function submitterName(db: Db, email: string): Promise<string | undefined> {
  const row = await withEmail(db, email)
    .select(["first_name", "last_name"])
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return row && `${row.first_name} ${row.last_name}`.trim();
}

/**
 * Her submissions, oldest first, as `GET /api/space` gives them: with their authors (names and
 * affiliations, never their addresses) and the committee's decision only once its decision mail
 * was sent — the space tells nothing the author was not told.
 */
export async function spaceSubmissions(db: Db, email: string): Promise<SpaceSubmission[]> {
  const rows = await withEmail(db, email)
    .select(["id", "reference", "title", "submission_type", "category", "status", "created_at"])
    .orderBy("id")
    .execute();
  const ids = rows.map((row) => row.id);
  const authors =
    ids.length === 0
      ? []
      : await db
          .selectFrom("submission_authors")
          .select(["submission_id", "first_name", "last_name", "affiliation", "is_presenting"])
          .where("submission_id", "in", ids)
          .orderBy("submission_id")
          .orderBy("position")
          .execute();
  const told = await idsWithSentMail(db, "submission_decision", "submission", ids);
  return rows.map(({ status, ...row }) => ({
    ...row,
    authors: authors
      .filter((author) => author.submission_id === row.id)
      .map(({ submission_id: _, is_presenting, ...author }) => ({
        ...author,
        is_presenting: Boolean(is_presenting),
      })),
    ...(told.has(row.id) && isDecided(status) ? { decision: status } : {}),
  }));
}
