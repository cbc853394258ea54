import type { Db } from "../../db/connection.ts";

/** The reviewers with a review still to send (a mailing's "relecteurs en attente"). */
export async function reviewersWithPendingReviews(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom("review_assignments")
    .select("reviewer_id")
    .distinct()
    .where("status", "<>", "envoyee")
    .execute();
  return rows.map((row) => row.reviewer_id);
}
