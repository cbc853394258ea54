import { createHash } from "node:crypto";
import type { AutoAssignmentPlan, PlannedAssignment } from "@congres/shared";
import { type ConflictSubmission, inConflict } from "./review-conflicts.ts";

export type PlanReviewer = {
  id: number;
  name: string;
  email: string;
  institution: string;
  /** Categories the reviewer reviews; empty: any. */
  expertise: readonly string[];
  /** Abstracts already assigned to them. */
  load: number;
};

export type PlanSubmission = ConflictSubmission & {
  category: string;
  /** Reviewers already on it. */
  assigned: ReadonlySet<number>;
};

export type PlanInput = {
  reviewers: readonly PlanReviewer[];
  submissions: readonly PlanSubmission[];
  perAbstract: number;
  /** Declared conflicts, as "submissionId:reviewerId". */
  declared: ReadonlySet<string>;
};

const mayReview = (
  reviewer: PlanReviewer,
  submission: PlanSubmission,
  declared: ReadonlySet<string>,
) =>
  !submission.assigned.has(reviewer.id) &&
  (reviewer.expertise.length === 0 || reviewer.expertise.includes(submission.category)) &&
  !inConflict(reviewer, submission, declared);

/**
 * The automatic assignment (issue #23 §2): every abstract short of `perAbstract` reviewers gets
 * the missing ones among the reviewers who may review it (no conflict, the expertise if they set
 * one), always the least loaded first (then the one who may take the fewest abstracts, then the
 * lowest id), so that loads end within one of each other when no expertise or conflict forbids it
 * (a specialist of a small category gets what there is of it). The abstracts with the fewest possible reviewers are
 * served first, so that the free choices do not take their only reviewers. The same input gives
 * the same plan: no randomness, every order total.
 */
export function planAssignments(input: PlanInput): AutoAssignmentPlan {
  const loads = new Map(input.reviewers.map((reviewer) => [reviewer.id, reviewer.load]));
  const reviewers = [...input.reviewers].sort((a, b) => a.id - b.id);
  const candidates = input.submissions
    .filter((submission) => submission.assigned.size < input.perAbstract)
    .map((submission) => ({
      submission,
      eligible: reviewers.filter((reviewer) => mayReview(reviewer, submission, input.declared)),
    }))
    .sort((a, b) => a.eligible.length - b.eligible.length || a.submission.id - b.submission.id);
  // How many abstracts each reviewer may take: at equal load the narrower one goes first, so
  // that a specialist's few abstracts are not all given to others before their turn.
  const reach = new Map<number, number>();
  for (const { eligible } of candidates) {
    for (const reviewer of eligible) reach.set(reviewer.id, (reach.get(reviewer.id) ?? 0) + 1);
  }

  const assignments: PlannedAssignment[] = [];
  const short: AutoAssignmentPlan["short"] = [];
  for (const { submission, eligible } of candidates) {
    const need = input.perAbstract - submission.assigned.size;
    const chosen = eligible
      .map((reviewer) => ({
        reviewer,
        load: loads.get(reviewer.id) ?? 0,
        reach: reach.get(reviewer.id) ?? 0,
      }))
      .sort((a, b) => a.load - b.load || a.reach - b.reach || a.reviewer.id - b.reviewer.id)
      .slice(0, need);
    for (const { reviewer, load } of chosen) {
      loads.set(reviewer.id, load + 1);
      assignments.push({ submission_id: submission.id, reviewer_id: reviewer.id });
    }
    if (chosen.length < need)
      short.push({ submission_id: submission.id, missing: need - chosen.length });
  }
  assignments.sort((a, b) => a.submission_id - b.submission_id || a.reviewer_id - b.reviewer_id);
  short.sort((a, b) => a.submission_id - b.submission_id);
  const plan_hash = createHash("sha256").update(JSON.stringify(assignments)).digest("base64url");
  return {
    plan_hash,
    assignments,
    loads: reviewers.map((reviewer) => ({
      reviewer_id: reviewer.id,
      name: reviewer.name,
      before: reviewer.load,
      after: loads.get(reviewer.id) ?? 0,
    })),
    short,
  };
}

/** The first reviewer who may take the abstract (a declared conflict's replacement), or none. */
export function replacementFor(input: PlanInput, submissionId: number): PlanReviewer | undefined {
  const submission = input.submissions.find((candidate) => candidate.id === submissionId);
  if (!submission) return undefined;
  return [...input.reviewers]
    .filter((reviewer) => mayReview(reviewer, submission, input.declared))
    .sort((a, b) => a.load - b.load || a.id - b.id)[0];
}
