import type { ReviewRecommendation, ReviewState } from "@congres/shared";
import type { Generated } from "kysely";

/**
 * Peer review's tables, as stored (part of `Database` in schema.ts; decision 0046). Same
 * conventions as schema.ts: timestamps ISO UTC.
 */

/** One reviewer on one abstract, and their review as it goes (2025-11-16, decision 0046). */
export type ReviewAssignmentTable = {
  id: Generated<number>;
  submission_id: number;
  reviewer_id: number;
  assigned_at: string;
  /** a_faire → brouillon → envoyee (REVIEW_STATES); a reopened review is a draft again. */
  status: Generated<ReviewState>;
  /** JSON `{criterion key: score}`. */
  scores: Generated<string>;
  recommendation: ReviewRecommendation | null;
  comment_to_committee: Generated<string>;
  comment_to_authors: Generated<string>;
  /** The submitted review's weighted mean ×100; null until it is submitted. */
  score_hundredths: number | null;
  updated_at: string | null;
  submitted_at: string | null;
  /** One more at every save and reopening; a save names the one it was loaded from (2025-11-25). */
  revision: Generated<number>;
};

/** A conflict of interest a reviewer declared: assignment never gives them that abstract. */
export type ReviewConflictTable = {
  submission_id: number;
  reviewer_id: number;
  declared_at: string;
  reason: Generated<string>;
};

/** The reminder of a deadline went (once). */
export type ReviewReminderTable = {
  deadline: string;
  sent_at: string;
  mails: number;
};
