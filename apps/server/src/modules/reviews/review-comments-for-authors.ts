import type { Db } from "../../db/connection.ts";

/**
 * The submitted reviews' comments to the authors of each of `submissionIds`, in the order the
 * reviews were assigned — what an author may read of her reviews (issue #39 item 5): never the
 * comments to the committee, the scores, nor who reviewed.
 */
export async function reviewCommentsForAuthors(
  db: Db,
  submissionIds: readonly number[],
): Promise<Map<number, string[]>> {
  const comments = new Map<number, string[]>();
  if (submissionIds.length === 0) return comments;
  const rows = await db
    .selectFrom("review_assignments")
    .select(["submission_id", "comment_to_authors"])
    .where("submission_id", "in", [...submissionIds])
    .where("status", "=", "envoyee")
    .where("comment_to_authors", "<>", "")
    .orderBy("id")
    .execute();
  for (const row of rows) {
    comments.set(row.submission_id, [
      ...(comments.get(row.submission_id) ?? []),
      row.comment_to_authors,
    ]);
  }
  return comments;
}
