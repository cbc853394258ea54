import type { SubmissionDetail } from "@congres/shared";
import type { Selectable } from "kysely";
import type { Db } from "../../db/connection.ts";
import type { SubmissionTable } from "../../db/schema.ts";
import { storedAuthors } from "./submission-corrections.ts";
import { authorView, submissionView } from "./submission-views.ts";

/**
 * A submission's detail is `{submission, authors}`, the authors in their order (§3); read with
 * `db`, the transaction of a write whose webhook event carries it (decision 0079).
 */
export async function submissionDetail(
  db: Db,
  submission: Selectable<SubmissionTable>,
): Promise<SubmissionDetail> {
  const authors = await storedAuthors(db, submission.id);
  return { submission: submissionView(submission), authors: authors.map(authorView) };
}

/** The detail of submission `id` as `GET /api/admin/submissions/:id` answers it. */
export async function submissionDetailById(db: Db, id: number): Promise<SubmissionDetail> {
  const row = await db
    .selectFrom("submissions")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  return submissionDetail(db, row);
}
