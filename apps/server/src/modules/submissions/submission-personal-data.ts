import type { Db } from "../../db/connection.ts";
import { storedAuthors } from "./submission-corrections.ts";
import { findSubmission } from "./submission-decisions.ts";

/** A submission as stored and its authors in their order; undefined for an unknown one. */
export async function submissionRecord(db: Db, id: number) {
  const submission = await findSubmission(db, id);
  if (!submission) return undefined;
  return { submission, authors: await storedAuthors(db, id) };
}

/** Erases a submission; its authors go with it (foreign key on delete cascade). */
export async function deleteSubmission(db: Db, id: number): Promise<void> {
  await db.deleteFrom("submissions").where("id", "=", id).execute();
}
