import {
  type CommitteeReview,
  type ReviewRecommendation,
  type ReviewSettings,
  weightedScore,
} from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { isPostgres } from "../../db/connection.ts";
import { type Actor, recordAudit } from "../../services/audit/audit-repository.ts";
import { staffContacts } from "../staff/staff-contacts.ts";
import { submissionReference } from "../submissions/submission-reads-for-review.ts";
import { draftView, findAssignment } from "./review-repository.ts";

export type ReviewInput = {
  scores: Record<string, number>;
  recommendation: ReviewRecommendation | null;
  commentToCommittee: string;
  commentToAuthors: string;
  submit: boolean;
  /** The stored review's revision the caller's form was loaded from. */
  revision: number;
};

/**
 * Saves the caller's review of one abstract: a draft as they type, or the submitted review, which
 * is then locked until the committee reopens it. The update is a compare-and-set on the status
 * (`<> 'envoyee'`: a save racing a submit cannot overwrite it) and on the revision the form was
 * loaded from: a form that did not load the stored review (another tab, another device, a screen
 * showing an older copy) is refused (`stale`) instead of writing its fields over the stored ones.
 * A submit is audited (drafts are not: they are the reviewer's work in progress, saved every few
 * seconds).
 */
export async function saveReview(
  db: Db,
  reviewer: Actor & { id: number },
  submissionId: number,
  input: ReviewInput,
  criteria: ReviewSettings["criteria"],
  at: Date,
): Promise<
  | { kind: "not_found" }
  | { kind: "locked" }
  | { kind: "stale" }
  | { kind: "saved"; row: ReturnType<typeof draftView> }
> {
  const now = at.toISOString();
  const values = {
    scores: JSON.stringify(input.scores),
    recommendation: input.recommendation,
    comment_to_committee: input.commentToCommittee,
    comment_to_authors: input.commentToAuthors,
    updated_at: now,
    revision: input.revision + 1,
    ...(input.submit
      ? {
          status: "envoyee" as const,
          submitted_at: now,
          score_hundredths: weightedScore(criteria, input.scores),
        }
      : { status: "brouillon" as const }),
  };
  const write = async (trx: Db) => {
    const row = await trx
      .updateTable("review_assignments")
      .set(values)
      .where("reviewer_id", "=", reviewer.id)
      .where("submission_id", "=", submissionId)
      .where("status", "<>", "envoyee")
      .where("revision", "=", input.revision)
      .returningAll()
      .executeTakeFirst();
    if (!row) {
      const held = await findAssignment(trx, reviewer.id, submissionId);
      if (!held) return { kind: "not_found" } as const;
      return held.status === "envoyee"
        ? ({ kind: "locked" } as const)
        : ({ kind: "stale" } as const);
    }
    if (input.submit) {
      const reference = (await submissionReference(trx, submissionId)) ?? "";
      await recordAudit(trx, {
        actor: reviewer,
        action: "submission.review.submit",
        entity: { type: "submission", id: submissionId, reference },
        changes: {
          review: [null, { recommendation: input.recommendation, score: row.score_hundredths }],
        },
        at,
      });
    }
    return { kind: "saved", row: draftView(row) } as const;
  };
  // A draft is one statement; a submit adds its audit line in the same transaction.
  return input.submit ? db.transaction().execute(write) : write(db);
}

/** The committee reopens a submitted review: a draft again, for its reviewer to change. */
export async function reopenReview(
  db: Db,
  submissionId: number,
  reviewerId: number,
  actor: Actor,
  at: Date,
): Promise<"reopened" | "not_found" | "not_submitted"> {
  return db.transaction().execute(async (trx) => {
    let query = trx
      .selectFrom("review_assignments")
      .select(["id", "status"])
      .where("submission_id", "=", submissionId)
      .where("reviewer_id", "=", reviewerId);
    if (isPostgres(trx)) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    if (!row) return "not_found";
    if (row.status !== "envoyee") return "not_submitted";
    const reference = (await submissionReference(trx, submissionId)) ?? "";
    const email = (await staffContacts(trx, [reviewerId])).get(reviewerId)?.email ?? "";
    await trx
      .updateTable("review_assignments")
      .set((eb) => ({
        status: "brouillon",
        score_hundredths: null,
        updated_at: at.toISOString(),
        revision: eb("revision", "+", 1),
      }))
      .where("id", "=", row.id)
      .execute();
    await recordAudit(trx, {
      actor,
      action: "submission.review.reopen",
      entity: { type: "submission", id: submissionId, reference },
      changes: { reviewer: [email, email], review: ["envoyee", "brouillon"] },
      at,
    });
    return "reopened";
  });
}

/** Every review of an abstract, with its reviewer's name: the committee's view. */
export async function committeeReviews(db: Db, submissionId: number): Promise<CommitteeReview[]> {
  const rows = await db
    .selectFrom("review_assignments")
    .selectAll()
    .where("submission_id", "=", submissionId)
    .orderBy("reviewer_id")
    .execute();
  const reviewers = await staffContacts(
    db,
    rows.map((row) => row.reviewer_id),
  );
  // An assignment's reviewer always exists (deleting an account deletes its assignments).
  return rows.flatMap((row) => {
    const reviewer = reviewers.get(row.reviewer_id);
    if (!reviewer) return [];
    return [
      {
        ...draftView(row),
        reviewer_id: row.reviewer_id,
        reviewer_name: reviewer.name,
        reviewer_email: reviewer.email,
        score: row.score_hundredths === null ? null : row.score_hundredths / 100,
        assigned_at: row.assigned_at,
      },
    ];
  });
}

/** The submitted reviews' comments to the authors (no names), for the decision e-mail. */
export async function commentsToAuthors(db: Db, submissionId: number): Promise<string[]> {
  const rows = await db
    .selectFrom("review_assignments")
    .select("comment_to_authors")
    .where("submission_id", "=", submissionId)
    .where("status", "=", "envoyee")
    .where("comment_to_authors", "<>", "")
    .orderBy("id")
    .execute();
  return rows.map((row) => row.comment_to_authors);
}
