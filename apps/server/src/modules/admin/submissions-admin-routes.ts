import type { SubmissionDetail } from "@congres/shared";
import type { FastifyInstance } from "fastify";
import type { Selectable } from "kysely";
import type { SubmissionTable } from "../../db/schema.ts";
import { withAuthors } from "../../services/lists/export-rows.ts";
import { adminResourceRoutes } from "../../services/lists/list-endpoints.ts";
import { authorView, submissionView } from "./admin-views.ts";
import { SUBMISSION_COLUMNS } from "./export-columns.ts";
import { submissionList } from "./list-specs.ts";

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

export const submissionsAdminRoutes = adminResourceRoutes({
  path: "/api/admin/submissions",
  table: "submissions",
  mailEntity: "submission",
  view: submissionView,
  list: submissionList,
  exports: { fileStem: "soumissions", columns: SUBMISSION_COLUMNS, rows: withAuthors },
  detail: submissionDetail,
});
