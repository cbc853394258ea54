import { ACCEPTED_STATUSES, type Locale } from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { recordAudit } from "../../services/audit/audit-repository.ts";
import { releaseSubmissionSlots } from "../programme/programme-withdrawals.ts";
import type { DelegateChange } from "../space/delegate-change.ts";
import { recordPresentation } from "../submissions/submission-presentations.ts";
import {
  type DelegateSubmission,
  findDelegateSubmission,
} from "../submissions/submission-space.ts";
import { SPACE_SUBMISSION_MESSAGES } from "./space-submission-messages.ts";

export type PresentationRequest = DelegateChange;

export type PresentationOutcome =
  | { kind: "not_found" }
  | { kind: "refused"; message: string }
  | { kind: "done"; presentation: "confirmed" | "withdrawn" };

const accepted = (status: string) => (ACCEPTED_STATUSES as readonly string[]).includes(status);

/**
 * Why the presenting side may not answer yet (or any more), in her language, or null: only
 * once the decision mail has gone, only for an accepted submission, never once withdrawn.
 */
export function presentationRefusal(
  submission: Pick<DelegateSubmission, "decision_mail_sent" | "status" | "presentation">,
  locale: Locale,
): string | null {
  const messages = SPACE_SUBMISSION_MESSAGES[locale];
  if (!submission.decision_mail_sent) return messages.noDecisionYet;
  if (!accepted(submission.status)) return messages.notAccepted;
  if (submission.presentation === "withdrawn") return messages.withdrawn;
  return null;
}

/**
 * The presenting side's answer to an acceptance (issue #39 item 4), in one transaction: the
 * submission read again as hers and the refusals checked; a withdrawal frees its slots in the
 * programme's draft; the answer stored and audited by her.
 */
export function answerPresentation(
  db: Db,
  request:
    | (PresentationRequest & { answer: "confirm" })
    | (PresentationRequest & { answer: "withdraw"; reason: string }),
): Promise<PresentationOutcome> {
  return db.transaction().execute(async (trx): Promise<PresentationOutcome> => {
    const mine = await findDelegateSubmission(trx, request.email, request.id);
    if (!mine) return { kind: "not_found" };
    const refusal = presentationRefusal(mine, request.locale);
    if (refusal) return { kind: "refused", message: refusal };
    const at = request.at.toISOString();
    const entity = { type: "submission", id: mine.id, reference: mine.reference } as const;
    if (request.answer === "confirm") {
      await recordPresentation(trx, mine.id, { presentation: "confirmed", at });
      await recordAudit(trx, {
        actor: request.actor,
        action: "submission.presentation_confirm",
        entity,
        changes: { presentation: [mine.presentation, "confirmed"] },
        at: request.at,
      });
      return { kind: "done", presentation: "confirmed" };
    }
    await recordPresentation(trx, mine.id, {
      presentation: "withdrawn",
      at,
      reason: request.reason,
    });
    const freed = await releaseSubmissionSlots(trx, mine.id);
    await recordAudit(trx, {
      actor: request.actor,
      action: "submission.withdraw",
      entity,
      changes: {
        presentation: [mine.presentation, "withdrawn"],
        withdrawal_reason: [null, request.reason],
        ...(freed > 0 ? { programme_items: [freed, 0] } : {}),
      },
      at: request.at,
    });
    return { kind: "done", presentation: "withdrawn" };
  });
}
