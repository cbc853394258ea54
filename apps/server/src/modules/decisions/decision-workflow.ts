import { changedFields, type Edition, isDecided, type SubmissionStatus } from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { type Actor, recordAudit } from "../../services/audit/audit-repository.ts";
import { deleteWaitingDraft, enqueueMail } from "../../services/mail/outbox-repository.ts";
import { commentsToAuthors } from "../reviews/review-workflow.ts";
import { storeDecision, submissionToDecide } from "../submissions/submission-decisions.ts";
import { submissionDetailById } from "../submissions/submission-detail.ts";
import { authorsToMail } from "../submissions/submission-mail-recipients.ts";
import { emitEvent } from "../webhooks/webhook-events.ts";
import { DECISION_MAIL_KIND, decisionMailDraft } from "./decision-mail-draft.ts";

/** A decision: always a status; the note and the message only from the detail screen. */
export type DecisionChange = {
  status: SubmissionStatus;
  committeeNote?: string;
  authorMessage?: string;
  /** The submitted reviews' comments to the authors go into the draft (issue #23 §4). */
  includeReviewComments?: boolean | undefined;
};

export type DecisionContext = {
  actor: Actor;
  at: Date;
  edition: Pick<Edition, "shortName">;
  messageIdDomain: string;
};

/**
 * Records one submission's decision in `db` (a transaction): the columns, an audit line with
 * each changed field (old → new), and the decision e-mail's draft, which replaces the one still
 * waiting so that staff never find two. A new draft is written when the status becomes a decided
 * one, or when the message to the author changes while it is. Answers whether anything changed
 * and whether a draft was written; undefined for an unknown submission.
 */
async function decideOne(
  db: Db,
  id: number,
  change: DecisionChange,
  context: DecisionContext,
): Promise<{ changed: boolean; drafted: boolean } | undefined> {
  const row = await submissionToDecide(db, id);
  if (!row) return undefined;
  const next = {
    status: change.status,
    committee_note: change.committeeNote ?? row.committee_note,
    author_message: change.authorMessage ?? row.author_message,
  };
  const changes = changedFields(row, next);
  if (Object.keys(changes).length === 0) return { changed: false, drafted: false };

  await storeDecision(db, id, next);
  if ("status" in changes && isDecided(next.status)) {
    await emitEvent(db, "submission.decided", () => submissionDetailById(db, id), context.at);
  }
  await recordAudit(db, {
    actor: context.actor,
    action: "submission.decision",
    entity: { type: "submission", id, reference: row.reference },
    changes,
    at: context.at,
  });
  const redraft = "status" in changes || "author_message" in changes;
  if (!redraft) return { changed: true, drafted: false };
  await deleteWaitingDraft(db, DECISION_MAIL_KIND, { type: "submission", id });
  if (!isDecided(next.status)) return { changed: true, drafted: false };
  const authors = await authorsToMail(db, id);
  const comments = change.includeReviewComments ? await commentsToAuthors(db, id) : [];
  const draft = decisionMailDraft(
    next.status,
    { ...row, ...next },
    authors,
    context.edition,
    comments,
  );
  await enqueueMail(db, draft, context.messageIdDomain, context.at);
  return { changed: true, drafted: true };
}

/**
 * Applies one decision to `ids`, all in one transaction: every submission changes, with its
 * audit line and draft, or none does. Unknown ids are skipped; submissions already at that
 * status (and note and message) are left as they are.
 */
export async function applyDecision(
  db: Db,
  ids: readonly number[],
  change: DecisionChange,
  context: DecisionContext,
): Promise<{ found: number; updated: number; drafts: number }> {
  return db.transaction().execute(async (trx) => {
    let found = 0;
    let updated = 0;
    let drafts = 0;
    // In id order, so that two bulk decisions on PostgreSQL lock their rows in the same order.
    for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
      const outcome = await decideOne(trx, id, change, context);
      if (!outcome) continue;
      found += 1;
      if (outcome.changed) updated += 1;
      if (outcome.drafted) drafts += 1;
    }
    return { found, updated, drafts };
  });
}
