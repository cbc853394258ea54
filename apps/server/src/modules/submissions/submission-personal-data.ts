import type { Db } from "../../db/connection.ts";

/** A submission as stored and its authors in their order; undefined for an unknown one. */
export async function submissionRecord(db: Db, id: number) {
  const submission = await db
    .selectFrom("submissions")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  if (!submission) return undefined;
  const authors = await db
    .selectFrom("submission_authors")
    .selectAll()
    .where("submission_id", "=", id)
    .orderBy("position")
    .execute();
  return { submission, authors };
}

/** Erases a submission; its authors go with it (foreign key on delete cascade). */
export async function deleteSubmission(db: Db, id: number): Promise<void> {
  await db.deleteFrom("submissions").where("id", "=", id).execute();
}
