import type { DecisionMailDraft } from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { type Actor, recordAudit } from "../../services/audit/audit-repository.ts";
import type { MailTemplateData } from "../../services/mail/mail-draft.ts";
import { mailLanguageOf } from "../../services/mail/mail-language.ts";
import { editDraft, listDrafts, queueDrafts } from "../../services/mail/outbox-drafts.ts";
import { ccOf, findMail, type OutboxRow } from "../../services/mail/outbox-repository.ts";
import { PROGRAMME_MAIL_KIND } from "../programme/programme-mails.ts";
import { DECISION_MAIL_KIND } from "./decision-mail-draft.ts";

type ReviewedData = Extract<
  MailTemplateData,
  { template: "submission_decision" | "programme_placement" }
>;

/** The authors' mails staff review before sending: decisions and programme placements. */
const REVIEWED_KINDS = [DECISION_MAIL_KIND, PROGRAMME_MAIL_KIND] as const;

const dataOf = (row: OutboxRow) => JSON.parse(row.template_data ?? "{}") as ReviewedData;

export const draftView = (row: OutboxRow): DecisionMailDraft => {
  const data = dataOf(row);
  return {
    id: row.id,
    kind: data.template,
    decision: data.template === "submission_decision" ? data.decision : null,
    submission_id: row.entity_id,
    reference: data.reference,
    title: data.title,
    to_name: row.to_name,
    to_address: row.to_address,
    cc: ccOf(row),
    subject: row.subject,
    body: data.body,
    language: mailLanguageOf(data),
    created_at: row.created_at,
  };
};

/**
 * Every decision and programme placement e-mail waiting for review, oldest first (the screen
 * groups them by decision, the placements apart).
 */
export async function listDecisionDrafts(db: Db): Promise<DecisionMailDraft[]> {
  const rows = await listDrafts(db, REVIEWED_KINDS);
  return rows.map(draftView);
}

export type DraftEditOutcome =
  | { kind: "done"; draft: DecisionMailDraft }
  | { kind: "not_found" }
  | { kind: "not_draft" };

/**
 * Staff's edit of a draft's subject and text. Only a draft changes (compare-and-set on its
 * status): a mail already sent is what its recipients read and stays so.
 */
export async function editDecisionDraft(
  db: Db,
  id: number,
  edit: { subject: string; body: string },
): Promise<DraftEditOutcome> {
  return db.transaction().execute(async (trx) => {
    const row = await findMail(trx, id);
    if (!row || !(REVIEWED_KINDS as readonly string[]).includes(row.kind)) {
      return { kind: "not_found" };
    }
    if (row.status !== "draft") return { kind: "not_draft" };
    const template_data = JSON.stringify({ ...dataOf(row), body: edit.body });
    const edited = await editDraft(trx, id, { subject: edit.subject, template_data });
    if (!edited) return { kind: "not_draft" };
    return { kind: "done", draft: draftView({ ...row, subject: edit.subject, template_data }) };
  });
}

/**
 * Sends drafts: `ids`, or every draft when absent. Each becomes an ordinary queued mail, due now,
 * which the worker renders and delivers; each is audited on its submission. A draft already sent
 * (by a colleague a moment before) is not sent twice: the update takes only rows still drafts.
 * Answers the mails queued and the people they go to (recipient and copies).
 */
export async function sendDecisionDrafts(
  db: Db,
  ids: readonly number[] | undefined,
  context: { actor: Actor; at: Date },
): Promise<{ mails: number; recipients: number }> {
  return db.transaction().execute(async (trx) => {
    const updated = await queueDrafts(trx, REVIEWED_KINDS, ids, context.at);
    let recipients = 0;
    for (const row of updated) {
      const cc = ccOf(row);
      recipients += 1 + cc.length;
      await recordAudit(trx, {
        actor: context.actor,
        action:
          row.kind === PROGRAMME_MAIL_KIND
            ? "submission.programme_mail.send"
            : "submission.decision_mail.send",
        entity: { type: "submission", id: row.entity_id, reference: dataOf(row).reference },
        changes: { subject: [null, row.subject] },
        at: context.at,
      });
    }
    return { mails: updated.length, recipients };
  });
}
