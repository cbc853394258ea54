import { type AuditEntry, mayAccess, type StaffRole } from "@congres/shared";
import { sql } from "kysely";
import { type Db, isPostgres } from "../../db/connection.ts";
import { auditLinesAbout } from "../../services/audit/audit-lines-about.ts";
import { type Actor, auditView, recordAudit } from "../../services/audit/audit-repository.ts";
import type { FileStore } from "../../services/files/file-store.ts";
import { deleteMailsAbout, mailsToExport } from "../../services/mail/outbox-repository.ts";
import { checkInsOf } from "../check-in/check-in-repository.ts";
import { eraseSubmissionFromProgramme } from "../programme/programme-erasure.ts";
import { withPublishRetries } from "../programme/programme-publications.ts";
import { deleteReviewsOf } from "../reviews/review-personal-data.ts";
import { forgetDelegateWithoutRecords } from "../space/space-erasure.ts";
import { storageKeysOf } from "../submission-files/submission-files-repository.ts";
import { visaLettersOfRegistration } from "../visa-letters/visa-letter-repository.ts";
import { redactAuditLinesAbout } from "./audit-redaction.ts";
import { paymentRecordsOf } from "./payment-records-export.ts";
import { redactPaymentRecordsOf } from "./payment-records-redaction.ts";
import {
  deleteRecord,
  PERSONAL_ENTITIES,
  type PersonalEntity,
  storedRecord,
} from "./personal-entities.ts";

/**
 * Peer review's lines name reviewers (who acted, who was assigned): the author's copy keeps the
 * action and its time, never who reviewed (decision 0046).
 */
const withoutReviewers = (line: AuditEntry): AuditEntry =>
  line.action.startsWith("submission.review")
    ? { ...line, actor_id: null, actor_email: "", changes: {} }
    : line;

/**
 * Everything stored about one row (the row, its mails in the outbox, the audit lines about it; a
 * registration's receipts, imported bank lines, check-ins and visa letters), audited as an export, in one
 * transaction. What the committee keeps to itself only for a `role` that may open peer review
 * (decision 0057). Undefined for an unknown row.
 */
export async function exportPersonalData(
  db: Db,
  entity: PersonalEntity,
  id: number,
  context: { role: StaffRole; actor: Actor; at: () => Date },
) {
  return db.transaction().execute(async (trx) => {
    const stored = await storedRecord(trx, entity, id, {
      readsReview: mayAccess(context.role, "committee"),
    });
    if (!stored) return undefined;
    const mails = await mailsToExport(trx, entity, id);
    const audit = await auditLinesAbout(trx, entity, id, context.role);
    const payments = entity === "registration" ? await paymentRecordsOf(trx, id) : {};
    // The days the person came (issue #25); erased with the row (foreign key cascade).
    const attendance = entity === "registration" ? { check_ins: await checkInsOf(trx, id) } : {};
    // Her visa letter requests (passport data); erased with the row (foreign key cascade).
    const visas =
      entity === "registration" ? { visa_letters: await visaLettersOfRegistration(trx, id) } : {};
    const at = context.at();
    await recordAudit(trx, {
      actor: context.actor,
      action: PERSONAL_ENTITIES[entity].exportAction,
      entity: { type: entity, id, reference: stored.reference },
      at,
    });
    return {
      exported_at: at.toISOString(),
      entity: { type: entity, id, reference: stored.reference },
      record: stored.record,
      mails: mails.map(({ template_data, ...mail }) => ({
        ...mail,
        template_data: template_data === null ? null : JSON.parse(template_data),
      })),
      audit: audit.map(auditView).map(withoutReviewers),
      ...payments,
      ...attendance,
      ...visas,
    };
  });
}

/**
 * Erases one row in one transaction: the row and its mails deleted, the personal values of its
 * audit lines blanked, a registration's receipts and bank lines kept without the person, a
 * submission's reviews deleted and the submission taken out of every published programme
 * (republished without it when the latest placed it, decision 0053), and one line "effacement".
 * Tried again when a publication raced it. Undefined for an unknown row; else the programme's
 * version republished, if any.
 */
export async function erasePersonalData(
  db: Db,
  entity: PersonalEntity,
  id: number,
  context: { actor: Actor; at: () => Date; fileStore: FileStore },
): Promise<{ republished: number | undefined } | undefined> {
  /** A submission's uploaded files: their rows go with it, their bytes once it is committed. */
  let fileKeys: string[] = [];
  const erase = () =>
    db.transaction().execute(async (trx) => {
      const stored = await storedRecord(trx, entity, id, { readsReview: false });
      if (!stored) return undefined;
      await deleteMailsAbout(trx, entity, id);
      await redactAuditLinesAbout(trx, entity, id);
      if (entity === "registration") await redactPaymentRecordsOf(trx, id);
      let republished: number | undefined;
      if (entity === "submission") {
        fileKeys = await storageKeysOf(trx, [id]);
        // Its reviews and declared conflicts go first (their foreign keys cascade too).
        await deleteReviewsOf(trx, id);
        // Out of every published programme too (decision 0053).
        republished = await eraseSubmissionFromProgramme(trx, id, {
          actor: context.actor,
          at: context.at(),
        });
      }
      // Authors go with their submission (foreign key on delete cascade).
      await deleteRecord(trx, entity, id);
      // Nothing of hers left in « Mon espace »: her sessions, links and stars go too.
      if (entity !== "contact") await forgetDelegateWithoutRecords(trx, stored.email);
      await recordAudit(trx, {
        actor: context.actor,
        action: PERSONAL_ENTITIES[entity].eraseAction,
        entity: { type: entity, id, reference: stored.reference },
        at: context.at(),
      });
      return { republished };
    });
  const erased = await withPublishRetries(erase);
  if (erased) for (const key of fileKeys) await context.fileStore.remove(key);
  // SQLite: the write-ahead log still holds the pages as they were; copy it into the database
  // file (whose freed bytes secure_delete zeroed) and empty it.
  if (erased && !isPostgres(db)) await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
  return erased;
}
