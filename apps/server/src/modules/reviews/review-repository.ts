import {
  isReviewerLanguage,
  type ReviewAssignmentRow,
  type ReviewDraft,
  type ReviewerLanguage,
  type ReviewSettings,
} from "@congres/shared";
import type { Selectable } from "kysely";
import type { Db } from "../../db/connection.ts";
import type { ReviewAssignmentTable } from "../../db/schema.ts";
import { accountLanguage, reviewerAccountRows } from "../staff/reviewer-accounts.ts";
import {
  submissionHeadings,
  undecidedForAssignment,
} from "../submissions/submission-reads-for-review.ts";
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

/** How many assignments each reviewer holds: all of them, the reviews sent, or those left. */
export async function assignmentsPerReviewer(
  db: Db,
  which: "all" | "sent" | "left",
): Promise<Map<number, number>> {
  let query = db
    .selectFrom("review_assignments")
    .select((eb) => ["reviewer_id", eb.fn.countAll<number>().as("count")])
    .groupBy("reviewer_id");
  if (which === "sent") query = query.where("status", "=", "envoyee");
  if (which === "left") query = query.where("status", "<>", "envoyee");
  const rows = await query.execute();
  return new Map(rows.map((row) => [row.reviewer_id, Number(row.count)]));
}

/** Every reviewer account with its load (assignments held), by id. */
export async function reviewerAccounts(db: Db): Promise<ReviewerAccount[]> {
  const accounts = await reviewerAccountRows(db);
  const loadOf = await assignmentsPerReviewer(db, "all");
  return accounts.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    institution: row.institution,
    expertise: parseExpertise(row.expertise),
    language: isReviewerLanguage(row.language) ? row.language : "fr",
    load: loadOf.get(row.id) ?? 0,
  }));
}

/** `GET /api/admin/review/reviewers`: each reviewer with the reviews they hold and have sent. */
export async function reviewersWithProgress(db: Db) {
  const accounts = await reviewerAccounts(db);
  const doneBy = await assignmentsPerReviewer(db, "sent");
  return accounts.map(({ id, name, email, institution, expertise, language, load }) => ({
    id,
    name,
    email,
    institution,
    expertise,
    language,
    assigned: load,
    done: doneBy.get(id) ?? 0,
  }));
}

/**
 * What assignment decides on: the reviewers and their loads, the abstracts not decided yet with
 * their authors' addresses and places and the reviewers already on them, the declared conflicts.
 */
export async function planInput(db: Db, settings: Pick<ReviewSettings, "reviewers_per_abstract">) {
  const reviewers = await reviewerAccounts(db);
  const { submissions, authors } = await undecidedForAssignment(db);
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

/**
 * Whether the author edited the abstract (issue #39) after the reviewer last saved her review:
 * « modifié depuis votre relecture ». Never when she has saved nothing yet.
 */
const changedSince = (editedAt: string | null, reviewedAt: string | null): boolean =>
  editedAt !== null && reviewedAt !== null && editedAt > reviewedAt;

/** `GET /api/review/assignments`: the caller's abstracts, in id order. */
export async function assignmentsOf(db: Db, reviewerId: number): Promise<ReviewAssignmentRow[]> {
  const assignments = await db
    .selectFrom("review_assignments")
    .select(["submission_id", "status", "updated_at"])
    .where("reviewer_id", "=", reviewerId)
    .orderBy("submission_id")
    .execute();
  const headings = await submissionHeadings(
    db,
    assignments.map((row) => row.submission_id),
  );
  // An assignment's abstract always exists (foreign key): the join this replaces dropped none.
  return assignments.flatMap(({ submission_id, status, updated_at }) => {
    const heading = headings.get(submission_id);
    return heading
      ? [
          {
            submission_id,
            title: heading.title,
            category: heading.category,
            submission_type: heading.submission_type,
            status,
            changed_since_review: changedSince(heading.edited_at, updated_at),
          },
        ]
      : [];
  });
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
  const language = await accountLanguage(db, userId);
  return language !== undefined && isReviewerLanguage(language) ? language : "fr";
}
