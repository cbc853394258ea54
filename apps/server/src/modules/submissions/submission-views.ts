import type {
  AuthorRow,
  SubmissionPresentation,
  SubmissionRow,
  SubmissionStatus,
} from "@congres/shared";
import type { Selectable } from "kysely";
import type { SubmissionAuthorTable, SubmissionTable } from "../../db/schema.ts";
import { fromFlag } from "../../db/values.ts";

/** The snake_case shapes of spec §3, booleans as true/false, without internal columns. */

export const submissionView = ({
  search_text: _,
  ...row
}: Selectable<SubmissionTable>): SubmissionRow => ({
  ...row,
  has_conflict_of_interest: fromFlag(row.has_conflict_of_interest),
  accepts_terms: fromFlag(row.accepts_terms),
  accepts_review: fromFlag(row.accepts_review),
  status: row.status as SubmissionStatus,
  // Written only by the presentation workflow, as one of these two or null (decision 0073).
  presentation: row.presentation as SubmissionPresentation | null,
});

export const authorView = (author: Selectable<SubmissionAuthorTable>): AuthorRow => ({
  first_name: author.first_name,
  last_name: author.last_name,
  email: author.email,
  affiliation: author.affiliation,
  is_presenting: fromFlag(author.is_presenting),
  country: author.country,
});
