import { ACCEPTED_STATUSES } from "@congres/shared";
import type { ExpressionBuilder } from "kysely";
import type { Db } from "../../db/connection.ts";
import type { Database } from "../../db/schema.ts";

/** Accepted, and not withdrawn by its authors or by staff (issue #39): it will be presented. */
const inTheBook = (eb: ExpressionBuilder<Database, "submissions">) =>
  eb.and([
    eb("status", "in", [...ACCEPTED_STATUSES]),
    eb.or([eb("presentation", "is", null), eb("presentation", "<>", "withdrawn")]),
  ]);

/**
 * The accepted abstracts as the book prints them, and their authors in their order. A withdrawn
 * presentation leaves the book as it leaves the programme.
 */
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
    .where(inTheBook)
    .execute();
  const authors = await db
    .selectFrom("submission_authors")
    .select(["submission_id", "first_name", "last_name", "affiliation", "is_presenting"])
    .where("submission_id", "in", (eb) =>
      eb.selectFrom("submissions").select("id").where(inTheBook),
    )
    .orderBy("submission_id")
    .orderBy("position")
    .execute();
  return { abstracts, authors };
}
