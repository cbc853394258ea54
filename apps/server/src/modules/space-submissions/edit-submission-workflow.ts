import type { AdminDeadline, AuditChanges, Locale, Submission } from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { recordAudit } from "../../services/audit/audit-repository.ts";
import { replaceAuthors } from "../corrections/correction-workflow.ts";
import { changedColumns } from "../corrections/field-changes.ts";
import type { DelegateChange } from "../space/delegate-change.ts";
import { writtenInstant } from "../space-registrations/change-deadline.ts";
import { correctedSubmissions } from "../submissions/submission-corrections.ts";
import { submissionColumns } from "../submissions/submission-repository.ts";
import {
  type DelegateSubmission,
  findDelegateSubmission,
  sentBy,
} from "../submissions/submission-space.ts";
import {
  storedBody,
  storedVersionCount,
  storeVersion,
} from "../submissions/submission-versions.ts";
import { SPACE_SUBMISSION_MESSAGES } from "./space-submission-messages.ts";

/**
 * Why the submission can no longer be edited by its author, in her language, or null: the
 * submissions' effective closing time has passed, or the committee has recorded a decision.
 */
export function editRefusal(
  submission: Pick<DelegateSubmission, "decision">,
  closing: Pick<AdminDeadline, "open" | "closes_at">,
  locale: Locale,
  contactEmail: string,
): string | null {
  const messages = SPACE_SUBMISSION_MESSAGES[locale];
  if (!closing.open && closing.closes_at) {
    return messages.editsClosed(writtenInstant(closing.closes_at, locale), contactEmail);
  }
  if (submission.decision) return messages.decided(contactEmail);
  return null;
}

export type EditOutcome =
  | { kind: "not_found" }
  | { kind: "refused"; message: string }
  | { kind: "saved"; version: number; changes: AuditChanges };

class ChangedMeanwhile extends Error {}

/**
 * An author's edit from « Mon espace » (issue #39 items 1 and 2): in one transaction, the
 * submission read again as hers, the refusals checked, the original kept as version 1 if this is
 * its first edit, the columns written compare-and-set (a staff correction in between wins: 409),
 * the authors replaced (added, removed, reordered, who presents, their countries), the version
 * stored and the audit line `submission.self_update` by her. Nothing is written when nothing
 * changes.
 */
export function editOwnSubmission(
  db: Db,
  request: DelegateChange & {
    closing: Pick<AdminDeadline, "open" | "closes_at">;
    contactEmail: string;
    submission: Submission;
  },
): Promise<EditOutcome> {
  const messages = SPACE_SUBMISSION_MESSAGES[request.locale];
  return db
    .transaction()
    .execute(async (trx): Promise<EditOutcome> => {
      const mine = await findDelegateSubmission(trx, request.email, request.id);
      const row = mine && (await correctedSubmissions.read(trx, mine.id));
      if (!mine || !row) return { kind: "not_found" };
      const refusal = editRefusal(mine, request.closing, request.locale, request.contactEmail);
      if (refusal) return { kind: "refused", message: refusal };

      const stored = await storedVersionCount(trx, row.id);
      const original = stored === 0 ? await storedBody(trx, row.id) : undefined;
      // The submitter's phone stays hers: a presenter's body cannot change it (it was never shown).
      const submission = sentBy(mine, request.email)
        ? request.submission
        : { ...request.submission, phone: String(row.phone ?? "") };
      const columns = submissionColumns(submission);
      const changes = {
        ...changedColumns(row, columns, ["has_conflict_of_interest"]),
        ...(await replaceAuthors(submission.authors)(trx, row)),
      };
      if (Object.keys(changes).length === 0) {
        return { kind: "saved", version: Math.max(stored, 1), changes };
      }
      const at = request.at.toISOString();
      if (!(await correctedSubmissions.write(trx, row, { ...columns, edited_at: at }))) {
        throw new ChangedMeanwhile();
      }
      if (original) {
        await storeVersion(trx, {
          submissionId: row.id,
          version: 1,
          body: original.body,
          at: original.created_at,
          by: original.email,
        });
      }
      const version = Math.max(stored, 1) + 1;
      await storeVersion(trx, {
        submissionId: row.id,
        version,
        body: submission,
        at,
        by: request.email,
      });
      await recordAudit(trx, {
        actor: request.actor,
        action: "submission.self_update",
        entity: { type: "submission", id: row.id, reference: row.reference ?? "" },
        changes,
        at: request.at,
      });
      return { kind: "saved", version, changes };
    })
    .catch((error: unknown) => {
      // The authors written before are rolled back with the transaction.
      if (error instanceof ChangedMeanwhile) {
        return { kind: "refused", message: messages.changedMeanwhile } as const;
      }
      throw error;
    });
}
