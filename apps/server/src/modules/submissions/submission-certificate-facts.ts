import type { Locale } from "@congres/shared";
import type { Db } from "../../db/connection.ts";

/** A submission as its certificate of presentation states it: the authors as edited today. */
export type SubmissionCertificateFacts = {
  id: number;
  reference: string;
  title: string;
  status: string;
  /** `confirmed` | `withdrawn` once answered; else null. */
  presentation: string | null;
  /** The language it was sent in: its author's, the certificate's. */
  language: Locale;
  /** In publication order, from `submission_authors` (which an author's edit rewrites). */
  authors: { name: string; affiliation: string; country: string; isPresenting: boolean }[];
};

/**
 * What the certificate of presentation (issue #39, decision 0080) reads of a submission: the
 * current row and its current list of authors, never a version. Undefined for an unknown id.
 */
export async function submissionCertificateFacts(
  db: Db,
  id: number,
): Promise<SubmissionCertificateFacts | undefined> {
  const row = await db
    .selectFrom("submissions")
    .select(["id", "reference", "title", "status", "presentation", "language"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  const authors = await db
    .selectFrom("submission_authors")
    .select(["first_name", "last_name", "affiliation", "country", "is_presenting"])
    .where("submission_id", "=", id)
    .orderBy("position")
    .execute();
  return {
    ...row,
    authors: authors.map((author) => ({
      name: `${author.first_name} ${author.last_name}`.trim(),
      affiliation: author.affiliation,
      country: author.country,
      isPresenting: Boolean(author.is_presenting),
    })),
  };
}
