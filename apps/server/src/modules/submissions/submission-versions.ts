import type { Submission } from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { fromFlag } from "../../db/values.ts";
import { storedAuthors } from "./submission-corrections.ts";
import { findSubmission } from "./submission-decisions.ts";

/**
 * Every version of a submission as its author sent it (issue #39 item 1, decision 0073): version
 * 1 the original, each edit from « Mon espace » the next, the form's whole body as JSON. A
 * submission never edited has no stored version: its row is its version 1.
 */

/** One version as `GET /api/admin/submissions/:id/versions` lists it. */
export type SubmissionVersion = {
  version: number;
  created_at: string;
  created_by_email: string;
  body: Submission;
};

/** The submission `id`'s form body as stored now, authors in order; undefined for an unknown id. */
export async function storedBody(
  db: Db,
  id: number,
): Promise<{ body: Submission; created_at: string; email: string } | undefined> {
  const row = await findSubmission(db, id);
  if (!row) return undefined;
  const authors = await storedAuthors(db, id);
  return {
    created_at: row.created_at,
    email: row.email,
    body: {
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      phone: row.phone,
      institution: row.institution,
      department: row.department,
      country: row.country,
      submissionType: row.submission_type as Submission["submissionType"],
      category: row.category as Submission["category"],
      title: row.title,
      abstract: row.abstract,
      keywords: row.keywords,
      hasConflictOfInterest: fromFlag(row.has_conflict_of_interest),
      conflictDescription: row.conflict_description,
      acceptsTerms: true,
      acceptsReview: true,
      authors: authors.map((author) => ({
        firstName: author.first_name,
        lastName: author.last_name,
        email: author.email,
        affiliation: author.affiliation,
        isPresenting: fromFlag(author.is_presenting),
        country: author.country,
      })),
    },
  };
}

/** How many versions of the submission `id` are stored (0: never edited). */
export async function storedVersionCount(db: Db, id: number): Promise<number> {
  const row = await db
    .selectFrom("submission_versions")
    .select((eb) => eb.fn.max("version").as("last"))
    .where("submission_id", "=", id)
    .executeTakeFirst();
  return Number(row?.last ?? 0);
}

/** Stores one version, in the edit's transaction. */
export async function storeVersion(
  db: Db,
  version: { submissionId: number; version: number; body: Submission; at: string; by: string },
): Promise<void> {
  await db
    .insertInto("submission_versions")
    .values({
      submission_id: version.submissionId,
      version: version.version,
      body: JSON.stringify(version.body),
      created_at: version.at,
      created_by_email: version.by,
    })
    .execute();
}

/**
 * The versions of the submission `id`, oldest first; its row as version 1 when it was never
 * edited; undefined for an unknown id.
 */
export async function submissionVersions(
  db: Db,
  id: number,
): Promise<SubmissionVersion[] | undefined> {
  const rows = await db
    .selectFrom("submission_versions")
    .select(["version", "created_at", "created_by_email", "body"])
    .where("submission_id", "=", id)
    .orderBy("version")
    .execute();
  if (rows.length > 0) {
    return rows.map((row) => ({ ...row, body: JSON.parse(row.body) as Submission }));
  }
  const stored = await storedBody(db, id);
  return (
    stored && [
      {
        version: 1,
        created_at: stored.created_at,
        created_by_email: stored.email,
        body: stored.body,
      },
    ]
  );
}
