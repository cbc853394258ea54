import { DEFAULT_LOCALE, type Locale, type Submission } from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { nowIso, toFlag } from "../../db/values.ts";

/** The columns the submission form fills, authors aside (the public form, a late entry, a correction). */
export const submissionColumns = (submission: Submission) => ({
  first_name: submission.firstName,
  last_name: submission.lastName,
  email: submission.email,
  phone: submission.phone,
  institution: submission.institution,
  department: submission.department,
  country: submission.country,
  submission_type: submission.submissionType,
  category: submission.category,
  title: submission.title,
  abstract: submission.abstract,
  keywords: submission.keywords,
  has_conflict_of_interest: toFlag(submission.hasConflictOfInterest),
  conflict_description: submission.conflictDescription,
});

/** Writes the authors of a submission in their order (positions 0, 1, …). */
export async function insertAuthors(
  db: Db,
  submissionId: number,
  authors: Submission["authors"],
): Promise<void> {
  await db
    .insertInto("submission_authors")
    .values(
      authors.map((author, position) => ({
        submission_id: submissionId,
        position,
        first_name: author.firstName,
        last_name: author.lastName,
        email: author.email,
        affiliation: author.affiliation,
        is_presenting: toFlag(author.isPresenting),
        country: author.country,
      })),
    )
    .execute();
}

/** The authors of the submissions `ids`, by submission then in their order (none for no ids). */
export async function authorsOfSubmissions(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom("submission_authors")
    .selectAll()
    .where("submission_id", "in", [...ids])
    .orderBy("submission_id")
    .orderBy("position")
    .execute();
}

/**
 * The submission and its authors, in their order. Call it inside a transaction (the route's,
 * which also queues the acknowledgement): all of it or nothing.
 */
export async function insertSubmission(
  db: Db,
  submission: Submission,
  reference: string,
  language: Locale = DEFAULT_LOCALE,
): Promise<number> {
  const { id } = await db
    .insertInto("submissions")
    .values({
      reference,
      ...submissionColumns(submission),
      accepts_terms: toFlag(submission.acceptsTerms),
      accepts_review: toFlag(submission.acceptsReview),
      created_at: nowIso(),
      language,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await insertAuthors(db, id, submission.authors);
  return id;
}
