import type { Submission } from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { versionedRows } from "../../services/lists/versioned-rows.ts";
import { insertAuthors } from "./submission-repository.ts";

/** Submissions as staff correct them, compare-and-set on their version (corrections module). */
export const correctedSubmissions = versionedRows("submissions");

/** A submission's stored authors, in their order. */
export const storedAuthors = (trx: Db, submissionId: number) =>
  trx
    .selectFrom("submission_authors")
    .selectAll()
    .where("submission_id", "=", submissionId)
    .orderBy("position")
    .execute();

/** Replaces a submission's authors by `authors`, in the transaction it is given. */
export async function replaceAuthors(
  trx: Db,
  submissionId: number,
  authors: Submission["authors"],
): Promise<void> {
  await trx.deleteFrom("submission_authors").where("submission_id", "=", submissionId).execute();
  await insertAuthors(trx, submissionId, authors);
}
