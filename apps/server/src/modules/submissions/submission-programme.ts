import { ACCEPTED_STATUSES } from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { presentingAuthors } from "./submission-presenters.ts";

/**
 * The accepted submissions (but those withdrawn) and those of `placedIds` (placed in the programme's draft, whatever
 * their decision since), by id; with the presenting authors of all of them. Two queries.
 */
export async function acceptedOrPlacedSubmissions(db: Db, placedIds: readonly number[]) {
  const submissions = await db
    .selectFrom("submissions")
    .select([
      "id",
      "reference",
      "title",
      "status",
      "submission_type",
      "language",
      "first_name",
      "last_name",
      "institution",
    ])
    .where((eb) =>
      eb.or([
        // A withdrawn presentation (issue #39) is no longer offered for a slot.
        eb.and([
          eb("status", "in", [...ACCEPTED_STATUSES]),
          eb.or([eb("presentation", "is", null), eb("presentation", "<>", "withdrawn")]),
        ]),
        ...(placedIds.length > 0 ? [eb("id", "in", [...placedIds])] : []),
      ]),
    )
    .orderBy("id")
    .execute();
  const presenting = await presentingAuthors(
    db,
    submissions.map((row) => row.id),
  );
  return { submissions, presenting };
}

/** The decision on the submission `id`; undefined for an unknown one. */
export async function submissionStatus(db: Db, id: number): Promise<string | undefined> {
  const row = await db
    .selectFrom("submissions")
    .select("status")
    .where("id", "=", id)
    .executeTakeFirst();
  return row?.status;
}

/** Which of `ids` are stored submissions. */
export async function existingSubmissionIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom("submissions")
    .select("id")
    .where("id", "in", [...ids])
    .execute();
  return new Set(rows.map((row) => row.id));
}
