import { STAFF_ACCESS } from "@congres/shared";
import { adminResourceRoutes } from "../../services/lists/list-endpoints.ts";
import { deleteMailsAbout } from "../../services/mail/outbox-repository.ts";
import { submissionDetailSchema, submissionRowSchema } from "./submission-answers.ts";
import { submissionDetail } from "./submission-detail.ts";
import { SUBMISSION_COLUMNS } from "./submission-export-columns.ts";
import { withAuthors } from "./submission-export-rows.ts";
import { submissionList } from "./submission-list.ts";
import { submissionView } from "./submission-views.ts";

export const submissionsAdminRoutes = adminResourceRoutes({
  path: "/api/admin/submissions",
  table: "submissions",
  roles: STAFF_ACCESS.committee,
  readScope: "submissions:read",
  mailEntity: "submission",
  deleteMails: deleteMailsAbout,
  view: submissionView,
  list: submissionList,
  answers: { row: submissionRowSchema, detail: submissionDetailSchema },
  exports: { fileStem: "soumissions", columns: SUBMISSION_COLUMNS, rows: withAuthors },
  detail: (app, row) => submissionDetail(app.db, row),
});
