import { sql } from "kysely";
import type { Db } from "../../db/connection.ts";

/** A mailing's filters over submissions: each absent or with at least one value. */
export type SubmissionFilter = {
  status?: readonly string[] | undefined;
  submissionType?: readonly string[] | undefined;
  category?: readonly string[] | undefined;
  /** Only these submissions (those whose presenter is not registered, for one). */
  ids?: readonly number[] | undefined;
};

/**
 * The submissions matching `filter`, by id, as a mailing writes to them; and, when asked, the
 * presenting authors with an address, by submission then position. Two queries.
 */
export async function submissionsToWrite(
  db: Db,
  filter: SubmissionFilter,
  withPresenting: boolean,
) {
  const { status, submissionType, category, ids } = filter;
  const submissions = await db
    .selectFrom("submissions")
    .select(["id", "reference", "first_name", "last_name", "email", "title", "status", "language"])
    .$if(status !== undefined, (q) => q.where("status", "in", [...(status ?? [])]))
    .$if(submissionType !== undefined, (q) =>
      q.where("submission_type", "in", [...(submissionType ?? [])]),
    )
    .$if(category !== undefined, (q) => q.where("category", "in", [...(category ?? [])]))
    .$if(ids !== undefined, (q) =>
      (ids ?? []).length === 0
        ? q.where(sql<boolean>`false`)
        : q.where("id", "in", [...(ids ?? [])]),
    )
    .orderBy("id")
    .execute();
  const presenting = withPresenting
    ? await db
        .selectFrom("submission_authors")
        .select(["submission_id", "first_name", "last_name", "email"])
        .where("is_presenting", "=", 1)
        .where("email", "<>", "")
        .orderBy("submission_id")
        .orderBy("position")
        .execute()
    : [];
  return { submissions, presenting };
}
