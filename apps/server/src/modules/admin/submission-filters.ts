import { SUBMISSION_STATUSES, valuesOf } from "@congres/shared";
import { sql } from "kysely";
import { z } from "zod";
import { listQuerySchema } from "./admin-list.ts";

/** The submissions list's query: the search and page, and the committee's decision. */
export const submissionListQuerySchema = listQuerySchema.extend({
  status: z.enum(valuesOf(SUBMISSION_STATUSES), { error: "Décision inconnue" }).optional(),
});

export type SubmissionListQuery = z.infer<typeof submissionListQuerySchema>;

export function submissionFilters(query: SubmissionListQuery) {
  return query.status ? [sql<boolean>`status = ${query.status}`] : [];
}
