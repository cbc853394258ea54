import { DECIDED_STATUSES } from "@congres/shared";
import { sql } from "kysely";
import type { Db } from "../../db/connection.ts";

/**
 * What peer review reads of the submissions (decision 0061: this folder owns `submissions` and
 * `submission_authors`; reviews keeps its assignments and asks here by id).
 */

/** The abstracts not decided yet and their authors' addresses and places: what assignment plans on. */
export async function undecidedForAssignment(db: Db) {
  const submissions = await db
    .selectFrom("submissions")
    .select(["id", "email", "institution", "category"])
    .where("status", "not in", DECIDED_STATUSES)
    .orderBy("id")
    .execute();
  const authors = await db
    .selectFrom("submission_authors")
    .innerJoin("submissions", "submissions.id", "submission_authors.submission_id")
    .select([
      "submission_authors.submission_id",
      "submission_authors.email",
      "submission_authors.affiliation",
    ])
    .where("submissions.status", "not in", DECIDED_STATUSES)
    .execute();
  return { submissions, authors };
}

/** One abstract's addresses and places, for a conflict check (decided abstracts included). */
export async function conflictFactsOf(db: Db, submissionId: number) {
  const submission = await db
    .selectFrom("submissions")
    .select(["id", "email", "institution"])
    .where("id", "=", submissionId)
    .executeTakeFirstOrThrow();
  const authors = await db
    .selectFrom("submission_authors")
    .select(["email", "affiliation"])
    .where("submission_id", "=", submissionId)
    .execute();
  return { submission, authors };
}

/** The references of the abstracts among `ids` that exist, in id order. */
export async function submissionReferences(db: Db, ids: readonly number[]) {
  return db
    .selectFrom("submissions")
    .select(["id", "reference"])
    .where("id", "in", [...new Set(ids)])
    .orderBy("id")
    .execute();
}

/** One abstract's reference, undefined when there is no such abstract. */
export async function submissionReference(db: Db, id: number): Promise<string | undefined> {
  const row = await db
    .selectFrom("submissions")
    .select("reference")
    .where("id", "=", id)
    .executeTakeFirst();
  return row?.reference;
}

/**
 * The title, category and type of each abstract among `ids`, by id, and when its author last
 * edited it from « Mon espace »: a reviewer's list.
 */
export async function submissionHeadings(db: Db, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  const rows =
    unique.length === 0
      ? []
      : await db
          .selectFrom("submissions")
          .select(["id", "title", "category", "submission_type", "edited_at"])
          .where("id", "in", unique)
          .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** The fields of an abstract a reviewer may receive (blind-abstract.ts picks among them). */
export async function abstractFields(db: Db, id: number) {
  return db
    .selectFrom("submissions")
    .select(["title", "abstract", "keywords", "category", "submission_type"])
    .where("id", "=", id)
    .executeTakeFirst();
}

/** An abstract's authors' names and affiliations, in their order (never addresses or phones). */
export async function authorNamesAndPlaces(db: Db, id: number) {
  return db
    .selectFrom("submission_authors")
    .select(["first_name", "last_name", "affiliation"])
    .where("submission_id", "=", id)
    .orderBy("position")
    .execute();
}

/**
 * Every abstract's listed fields, as a derived table (`s`) the committee's ranking joins its
 * aggregates to: one query, sorted and paged in SQL.
 */
export const submissionsForRanking = sql`(
  select id, reference, title, category, submission_type, status from submissions
) s`;
