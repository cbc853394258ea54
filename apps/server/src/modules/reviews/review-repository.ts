import {
  DECIDED_STATUSES,
  isReviewerLanguage,
  type ReviewAssignmentRow,
  type ReviewDraft,
  type ReviewerLanguage,
  type ReviewSettings,
} from "@congres/shared";
import type { Selectable } from "kysely";
import type { Db } from "../../db/connection.ts";
import type { ReviewAssignmentTable } from "../../db/schema.ts";
import type { PlanInput, PlanReviewer, PlanSubmission } from "./assignment-plan.ts";
import { conflictSubmission } from "./review-conflicts.ts";

/** A reviewer account as assignment and the mails need it. */
export type ReviewerAccount = PlanReviewer & { language: ReviewerLanguage };

const parseExpertise = (value: string): string[] => {
  const parsed = JSON.parse(value) as unknown;
  return Array.isArray(parsed)
    ? parsed.filter((item): item is string => typeof item === "string")
    : [];
};

/** Every reviewer account with its load (assignments held), by id. */
export async function reviewerAccounts(db: Db): Promise<ReviewerAccount[]> {
  const rows = await db
    .selectFrom("users")
    .leftJoin("review_assignments", "review_assignments.reviewer_id", "users.id")
    .select((eb) => [
      "users.id",
      "users.name",
      "users.email",
      "users.institution",
      "users.expertise",
      "users.language",
      eb.fn.count<number>("review_assignments.id").as("load"),
    ])
    .where("users.role", "=", "reviewer")
    .groupBy([
      "users.id",
      "users.name",
      "users.email",
      "users.institution",
      "users.expertise",
      "users.language",
    ])
    .orderBy("users.id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    institution: row.institution,
    expertise: parseExpertise(row.expertise),
    language: isReviewerLanguage(row.language) ? row.language : "fr",
    load: Number(row.load),
  }));
}

/**
 * What assignment decides on: the reviewers and their loads, the abstracts not decided yet with
 * their authors' addresses and places and the reviewers already on them, the declared conflicts.
 */
export async function planInput(db: Db, settings: Pick<ReviewSettings, "reviewers_per_abstract">) {
  const reviewers = await reviewerAccounts(db);
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
  const assignments = await db
    .selectFrom("review_assignments")
    .select(["submission_id", "reviewer_id"])
    .execute();
  const conflicts = await db
    .selectFrom("review_conflicts")
    .select(["submission_id", "reviewer_id"])
    .execute();
  const authorsOf = new Map<number, { email: string; affiliation: string }[]>();
  for (const author of authors) {
    const list = authorsOf.get(author.submission_id) ?? [];
    list.push(author);
    authorsOf.set(author.submission_id, list);
  }
  const assignedTo = new Map<number, Set<number>>();
  for (const { submission_id, reviewer_id } of assignments) {
    const set = assignedTo.get(submission_id) ?? new Set<number>();
    set.add(reviewer_id);
    assignedTo.set(submission_id, set);
  }
  const planned: PlanSubmission[] = submissions.map((submission) => ({
    ...conflictSubmission(submission, authorsOf.get(submission.id) ?? []),
    category: submission.category,
    assigned: assignedTo.get(submission.id) ?? new Set(),
  }));
  const input: PlanInput = {
    reviewers,
    submissions: planned,
    perAbstract: settings.reviewers_per_abstract,
    declared: new Set(conflicts.map((c) => `${c.submission_id}:${c.reviewer_id}`)),
  };
  return { input, reviewers };
}

/** `GET /api/review/assignments`: the caller's abstracts, in id order. */
export async function assignmentsOf(db: Db, reviewerId: number): Promise<ReviewAssignmentRow[]> {
  return db
    .selectFrom("review_assignments")
    .innerJoin("submissions", "submissions.id", "review_assignments.submission_id")
    .select([
      "review_assignments.submission_id",
      "submissions.title",
      "submissions.category",
      "submissions.submission_type",
      "review_assignments.status",
    ])
    .where("review_assignments.reviewer_id", "=", reviewerId)
    .orderBy("review_assignments.submission_id")
    .execute();
}

export async function findAssignment(db: Db, reviewerId: number, submissionId: number) {
  return db
    .selectFrom("review_assignments")
    .selectAll()
    .where("reviewer_id", "=", reviewerId)
    .where("submission_id", "=", submissionId)
    .executeTakeFirst();
}

export const draftView = (row: Selectable<ReviewAssignmentTable>): ReviewDraft => ({
  status: row.status,
  scores: JSON.parse(row.scores) as Record<string, number>,
  recommendation: row.recommendation,
  comment_to_committee: row.comment_to_committee,
  comment_to_authors: row.comment_to_authors,
  submitted_at: row.submitted_at,
  updated_at: row.updated_at,
  revision: row.revision,
});

/** The account's workspace language. */
export async function reviewerLanguage(db: Db, userId: number): Promise<ReviewerLanguage> {
  const row = await db
    .selectFrom("users")
    .select("language")
    .where("id", "=", userId)
    .executeTakeFirst();
  return row && isReviewerLanguage(row.language) ? row.language : "fr";
}
