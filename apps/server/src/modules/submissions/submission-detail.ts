import type { SubmissionDetail } from "@congres/shared";
import type { FastifyInstance } from "fastify";
import type { Selectable } from "kysely";
import type { SubmissionTable } from "../../db/schema.ts";
import { authorView, submissionView } from "./submission-views.ts";

/** A submission's detail is `{submission, authors}`, the authors in their order (§3). */
export async function submissionDetail(
  app: FastifyInstance,
  submission: Selectable<SubmissionTable>,
): Promise<SubmissionDetail> {
  const authors = await app.db
    .selectFrom("submission_authors")
    .selectAll()
    .where("submission_id", "=", submission.id)
    .orderBy("position", "asc")
    .execute();
  return { submission: submissionView(submission), authors: authors.map(authorView) };
}
