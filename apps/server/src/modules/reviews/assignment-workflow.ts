import type { AutoAssignmentPlan, Edition } from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { type Actor, recordAudit } from "../../services/audit/audit-repository.ts";
import { enqueueMails } from "../../services/mail/outbox-repository.ts";
import { staffContacts } from "../staff/staff-contacts.ts";
import {
  conflictFactsOf,
  submissionReference,
  submissionReferences,
} from "../submissions/submission-reads-for-review.ts";
import { planAssignments, replacementFor } from "./assignment-plan.ts";
import { conflictSubmission, inConflict } from "./review-conflicts.ts";
import { reviewNotice } from "./review-mails.ts";
import {
  findAssignment,
  planInput,
  type ReviewerAccount,
  reviewerAccounts,
} from "./review-repository.ts";
import { readReviewSettings } from "./review-settings.ts";

export type AssignmentContext = {
  actor: Actor;
  at: Date;
  edition: Pick<Edition, "shortName" | "siteUrl" | "timeZone">;
  messageIdDomain: string;
};

export const assignmentMessages = {
  notReviewer: "Ce compte n'est pas un relecteur.",
  noneFound: "Aucune des soumissions sélectionnées n'existe.",
  conflict: (name: string) =>
    `${name} est en conflit d'intérêts avec ce résumé (même e-mail ou même établissement qu'un auteur, ou conflit déclaré).`,
  already: (name: string) => `${name} relit déjà ce résumé.`,
  planChanged:
    "Les soumissions ou les relecteurs ont changé depuis l'aperçu : affichez le nouvel aperçu avant d'enregistrer.",
  notAssigned: "Ce relecteur n'est pas attribué à ce résumé.",
} as const;

/** Mails each reviewer once with the number of abstracts just given to them. */
async function mailReviewers(
  trx: Db,
  reviewers: readonly ReviewerAccount[],
  counts: ReadonlyMap<number, number>,
  context: AssignmentContext,
) {
  const { deadline } = await readReviewSettings(trx);
  const mails = reviewers
    .filter((reviewer) => (counts.get(reviewer.id) ?? 0) > 0)
    .map((reviewer) =>
      reviewNotice(reviewer, "assignment", counts.get(reviewer.id) ?? 0, deadline, context.edition),
    );
  await enqueueMails(trx, mails, context.messageIdDomain, context.at);
  return mails.length;
}

/** One abstract's addresses and places, for a conflict check (decided abstracts included). */
async function conflictSubmissionOf(trx: Db, submissionId: number) {
  const { submission, authors } = await conflictFactsOf(trx, submissionId);
  return conflictSubmission(submission, authors);
}

async function declaredConflicts(trx: Db, reviewerId: number) {
  const rows = await trx
    .selectFrom("review_conflicts")
    .select(["submission_id", "reviewer_id"])
    .where("reviewer_id", "=", reviewerId)
    .execute();
  return new Set(rows.map((row) => `${row.submission_id}:${row.reviewer_id}`));
}

async function insertAssignment(trx: Db, submissionId: number, reviewerId: number, at: Date) {
  await trx
    .insertInto("review_assignments")
    .values({ submission_id: submissionId, reviewer_id: reviewerId, assigned_at: at.toISOString() })
    .execute();
}

export type ManualOutcome =
  | { kind: "assigned"; count: number; mails: number }
  | { kind: "not_reviewer" }
  | { kind: "none_found" }
  | { kind: "conflict"; name: string }
  | { kind: "already"; name: string };

/**
 * The committee gives one reviewer one or more abstracts (the detail, or the list's selection):
 * each a row, an audit line, and one mail to the reviewer — in one transaction. A conflict of
 * interest refuses the whole selection; abstracts the reviewer already holds are skipped
 * (refused when that is all there was).
 */
export async function assignByHand(
  db: Db,
  submissionIds: readonly number[],
  reviewerId: number,
  context: AssignmentContext,
): Promise<ManualOutcome> {
  return db.transaction().execute(async (trx) => {
    const reviewer = (await reviewerAccounts(trx)).find((account) => account.id === reviewerId);
    if (!reviewer) return { kind: "not_reviewer" } as const;
    const declared = await declaredConflicts(trx, reviewerId);
    const rows = await submissionReferences(trx, submissionIds);
    if (rows.length === 0) return { kind: "none_found" } as const;
    // Every abstract is checked before any is given: a conflict refuses the whole selection.
    for (const row of rows) {
      if (inConflict(reviewer, await conflictSubmissionOf(trx, row.id), declared)) {
        return { kind: "conflict", name: reviewer.name } as const;
      }
    }
    let count = 0;
    for (const row of rows) {
      if (await findAssignment(trx, reviewerId, row.id)) continue;
      await insertAssignment(trx, row.id, reviewerId, context.at);
      await recordAudit(trx, {
        actor: context.actor,
        action: "submission.reviewer.assign",
        entity: { type: "submission", id: row.id, reference: row.reference },
        changes: { reviewer: [null, reviewer.email] },
        at: context.at,
      });
      count += 1;
    }
    if (count === 0) return { kind: "already", name: reviewer.name } as const;
    const mails = await mailReviewers(trx, [reviewer], new Map([[reviewerId, count]]), context);
    return { kind: "assigned", count, mails } as const;
  });
}

/** Takes a reviewer off an abstract (their review with them), audited; false when not assigned. */
export async function unassign(
  db: Db,
  submissionId: number,
  reviewerId: number,
  context: Pick<AssignmentContext, "actor" | "at">,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await findAssignment(trx, reviewerId, submissionId);
    if (!row) return false;
    const reference = (await submissionReference(trx, submissionId)) ?? "";
    const email = (await staffContacts(trx, [reviewerId])).get(reviewerId)?.email ?? "";
    await trx.deleteFrom("review_assignments").where("id", "=", row.id).execute();
    await recordAudit(trx, {
      actor: context.actor,
      action: "submission.reviewer.unassign",
      entity: { type: "submission", id: submissionId, reference },
      changes: { reviewer: [email, null], review: [row.status, null] },
      at: context.at,
    });
    return true;
  });
}

/** The automatic plan as it would be saved now (`GET …/auto-assignment`). */
export async function previewAutoAssignment(db: Db): Promise<AutoAssignmentPlan> {
  const settings = await readReviewSettings(db);
  const { input } = await planInput(db, settings);
  return planAssignments(input);
}

const INSERT_CHUNK = 300;

/**
 * Saves the plan the preview showed: computed again in the transaction and refused when it is no
 * longer that plan (someone assigned, a reviewer or an abstract came meanwhile). One audit line,
 * one mail per reviewer.
 */
export async function saveAutoAssignment(
  db: Db,
  planHash: string,
  context: AssignmentContext,
): Promise<{ kind: "saved"; assignments: number; mails: number } | { kind: "changed" }> {
  return db.transaction().execute(async (trx) => {
    const settings = await readReviewSettings(trx);
    const { input, reviewers } = await planInput(trx, settings);
    const plan = planAssignments(input);
    if (plan.plan_hash !== planHash) return { kind: "changed" } as const;
    const assignedAt = context.at.toISOString();
    for (let start = 0; start < plan.assignments.length; start += INSERT_CHUNK) {
      const chunk = plan.assignments.slice(start, start + INSERT_CHUNK);
      await trx
        .insertInto("review_assignments")
        .values(chunk.map((a) => ({ ...a, assigned_at: assignedAt })))
        .execute();
    }
    const counts = new Map<number, number>();
    for (const { reviewer_id } of plan.assignments)
      counts.set(reviewer_id, (counts.get(reviewer_id) ?? 0) + 1);
    await recordAudit(trx, {
      actor: context.actor,
      action: "review.auto_assignment",
      entity: { type: "submission", id: null, reference: "" },
      changes: { assignments: [null, plan.assignments.length] },
      at: context.at,
    });
    const mails = await mailReviewers(trx, reviewers, counts, context);
    return { kind: "saved", assignments: plan.assignments.length, mails } as const;
  });
}

/**
 * A reviewer declares a conflict on an abstract they hold (not yet submitted): the conflict is
 * kept, the assignment goes, and the least loaded reviewer who may take it gets it (mailed).
 * Audited as the reviewer's action.
 */
export async function declareConflict(
  db: Db,
  submissionId: number,
  reason: string,
  context: AssignmentContext,
): Promise<
  { kind: "not_found" } | { kind: "submitted" } | { kind: "declared"; reassigned: boolean }
> {
  const reviewerId = context.actor.id ?? 0;
  return db.transaction().execute(async (trx) => {
    const held = await findAssignment(trx, reviewerId, submissionId);
    if (!held) return { kind: "not_found" } as const;
    if (held.status === "envoyee") return { kind: "submitted" } as const;
    const at = context.at.toISOString();
    await trx.deleteFrom("review_assignments").where("id", "=", held.id).execute();
    await trx
      .insertInto("review_conflicts")
      .values({ submission_id: submissionId, reviewer_id: reviewerId, declared_at: at, reason })
      .onConflict((conflict) => conflict.columns(["submission_id", "reviewer_id"]).doNothing())
      .execute();
    const settings = await readReviewSettings(trx);
    const { input, reviewers } = await planInput(trx, settings);
    const replacement = replacementFor(input, submissionId);
    if (replacement) await insertAssignment(trx, submissionId, replacement.id, context.at);
    await recordAudit(trx, {
      actor: context.actor,
      action: "submission.review.conflict",
      entity: {
        type: "submission",
        id: submissionId,
        reference: (await submissionReference(trx, submissionId)) ?? "",
      },
      changes: {
        reviewer: [context.actor.email, replacement?.email ?? null],
        reason: [null, reason],
      },
      at: context.at,
    });
    if (replacement) await mailReviewers(trx, reviewers, new Map([[replacement.id, 1]]), context);
    return { kind: "declared", reassigned: replacement !== undefined } as const;
  });
}
