import type { SubmissionStatus } from "@congres/shared";
import { type Db, isPostgres } from "../../db/connection.ts";

/** The submission `id` as stored; undefined for an unknown one. */
export const findSubmission = (db: Db, id: number) =>
  db.selectFrom("submissions").selectAll().where("id", "=", id).executeTakeFirst();

/**
 * The submission `id` about to be decided, read in `db` (the decision's transaction): on
 * PostgreSQL its row stays locked until that transaction ends, so that two staff deciding on one
 * submission at once decide in turn — the second sees the first's status.
 */
export async function submissionToDecide(db: Db, id: number) {
  let query = db.selectFrom("submissions").selectAll().where("id", "=", id);
  if (isPostgres(db)) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** Stores a decision's columns on the submission `id`, in `db` (the decision's transaction). */
export async function storeDecision(
  db: Db,
  id: number,
  decision: { status: SubmissionStatus; committee_note: string; author_message: string },
): Promise<void> {
  await db.updateTable("submissions").set(decision).where("id", "=", id).execute();
}
