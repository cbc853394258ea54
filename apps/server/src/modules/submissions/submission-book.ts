import { ACCEPTED_STATUSES } from "@congres/shared";
import type { Db } from "../../db/connection.ts";

/** The accepted abstracts as the book prints them, and their authors in their order. */
export async function acceptedAbstracts(db: Db) {
  const abstracts = await db
    .selectFrom("submissions")
    .select([
      "id",
      "status",
      "category",
      "title",
      "abstract",
      "keywords",
      "first_name",
      "last_name",
      "institution",
    ])
    .where("status", "in", [...ACCEPTED_STATUSES])
    .execute();
  const authors = await db
    .selectFrom("submission_authors")
    .select(["submission_id", "first_name", "last_name", "affiliation", "is_presenting"])
    .where("submission_id", "in", (eb) =>
      eb
        .selectFrom("submissions")
        .select("id")
        .where("status", "in", [...ACCEPTED_STATUSES]),
    )
    .orderBy("submission_id")
    .orderBy("position")
    .execute();
  return { abstracts, authors };
}
