import type { Db } from "../../db/connection.ts";

/**
 * Frees the draft's slots of a withdrawn submission (issue #39 item 4): its items leave the
 * draft at once (staff see the slot free); the published programme keeps them until the next
 * publication. Answers how many items were removed.
 */
export async function releaseSubmissionSlots(db: Db, submissionId: number): Promise<number> {
  const { numDeletedRows } = await db
    .deleteFrom("programme_items")
    .where("submission_id", "=", submissionId)
    .executeTakeFirst();
  return Number(numDeletedRows);
}
