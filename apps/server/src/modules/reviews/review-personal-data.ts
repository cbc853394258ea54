import type { Db } from "../../db/connection.ts";

/**
 * What only the committee reads of a review (decision 0057): the scores by criterion, the
 * recommendation and the comment to the committee.
 */
const COMMITTEE_ONLY_REVIEW_FIELDS = ["scores", "recommendation", "comment_to_committee"] as const;

/**
 * The reviews of a submission without their reviewers (whose identity is not the author's), in
 * their order; what only the committee reads, for `readsReview` only.
 */
export const reviewsOfSubmission = (db: Db, submissionId: number, readsReview: boolean) =>
  db
    .selectFrom("review_assignments")
    .select([
      "status",
      "comment_to_authors",
      "assigned_at",
      "submitted_at",
      ...(readsReview ? COMMITTEE_ONLY_REVIEW_FIELDS : []),
    ])
    .where("submission_id", "=", submissionId)
    .orderBy("id")
    .execute();

/** Erases a submission's reviews and declared conflicts (before the submission itself). */
export async function deleteReviewsOf(db: Db, submissionId: number): Promise<void> {
  await db.deleteFrom("review_assignments").where("submission_id", "=", submissionId).execute();
  await db.deleteFrom("review_conflicts").where("submission_id", "=", submissionId).execute();
}
