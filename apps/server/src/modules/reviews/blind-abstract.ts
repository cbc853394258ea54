import type { ReviewAbstract } from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import {
  abstractFields,
  authorNamesAndPlaces,
} from "../submissions/submission-reads-for-review.ts";

/**
 * The abstract as a reviewer receives it (issue #23 §1): built field by field from a list of
 * what may go out — title, text, keywords, category, type — never by removing fields from the
 * row, so that a column added to submissions later stays home. While the review is blind, no
 * author's name, e-mail, phone, institution, department or co-author leaves the server; open,
 * the authors' names and affiliations are added (never their addresses or phones).
 */
export async function reviewAbstract(
  db: Db,
  submissionId: number,
  blind: boolean,
): Promise<ReviewAbstract | undefined> {
  const row = await abstractFields(db, submissionId);
  if (!row) return undefined;
  const shown: ReviewAbstract = {
    title: row.title,
    abstract: row.abstract,
    keywords: row.keywords,
    category: row.category,
    submission_type: row.submission_type,
  };
  if (blind) return shown;
  const authors = await authorNamesAndPlaces(db, submissionId);
  return {
    ...shown,
    authors: authors.map((author) => ({
      name: `${author.first_name} ${author.last_name}`.trim(),
      affiliation: author.affiliation,
    })),
  };
}
