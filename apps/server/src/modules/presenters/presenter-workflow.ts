import type { Db } from "../../db/connection.ts";
import { type Actor, recordAudit } from "../../services/audit/audit-repository.ts";
import { releaseSubmissionSlots } from "../programme/programme-withdrawals.ts";
import { registrationExists } from "../registrations/registration-presenters.ts";
import { findSubmission } from "../submissions/submission-decisions.ts";
import { recordPresentation } from "../submissions/submission-presentations.ts";
import { linkPresenterRegistration } from "../submissions/submission-presenters.ts";
import { presenterChecks, presenterDeadline } from "./presenter-checks.ts";

/** The reason stored on each submission withdrawn for its unregistered presenter. */
export const UNREGISTERED_WITHDRAWAL_REASON =
  "Présentateur non inscrit ou non payé à la date fixée";

/**
 * Staff link a registration to a submission's presenter by hand (or unlink it, `null`), audited
 * as `submission.presenter_link`. Answers false for an unknown submission or registration.
 */
export async function linkPresenter(
  db: Db,
  input: { id: number; registrationId: number | null; actor: Actor; at: Date },
): Promise<"linked" | "unknown_submission" | "unknown_registration"> {
  return db.transaction().execute(async (trx) => {
    const submission = await findSubmission(trx, input.id);
    if (!submission) return "unknown_submission";
    if (input.registrationId !== null && !(await registrationExists(trx, input.registrationId))) {
      return "unknown_registration";
    }
    await linkPresenterRegistration(trx, input.id, input.registrationId);
    await recordAudit(trx, {
      actor: input.actor,
      action: "submission.presenter_link",
      entity: { type: "submission", id: submission.id, reference: submission.reference },
      changes: {
        presenter_registration_id: [submission.presenter_registration_id, input.registrationId],
      },
      at: input.at,
    });
    return "linked";
  });
}

export type WithdrawAllOutcome =
  | { kind: "too_early"; deadline: string | null }
  | { kind: "done"; withdrawn: string[] };

/**
 * After the presenters' date, every accepted submission whose presenter is not registered and
 * paid (or waived) is withdrawn in one transaction — its draft slots freed, the reason stored —
 * and one audit line names them all (`submission.unregistered_presenters_withdraw`).
 */
export async function withdrawUnregisteredPresenters(
  db: Db,
  input: { actor: Actor; at: Date },
): Promise<WithdrawAllOutcome> {
  return db.transaction().execute(async (trx): Promise<WithdrawAllOutcome> => {
    const deadline = await presenterDeadline(trx);
    if (deadline === null || input.at.getTime() < Date.parse(deadline)) {
      return { kind: "too_early", deadline };
    }
    const flagged = (await presenterChecks(trx)).filter((one) => !one.registered);
    const at = input.at.toISOString();
    for (const one of flagged) {
      await recordPresentation(trx, one.id, {
        presentation: "withdrawn",
        at,
        reason: UNREGISTERED_WITHDRAWAL_REASON,
      });
      await releaseSubmissionSlots(trx, one.id);
    }
    const references = flagged.map((one) => one.reference);
    if (references.length > 0) {
      await recordAudit(trx, {
        actor: input.actor,
        action: "submission.unregistered_presenters_withdraw",
        entity: { type: "submission", id: null, reference: `${references.length} soumissions` },
        changes: { withdrawn: [null, references.join(", ")] },
        at: input.at,
      });
    }
    return { kind: "done", withdrawn: references };
  });
}
