import {
  changedFields,
  LOCALES,
  type Locale,
  type MailingAudience,
  type MailingText,
} from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { type Actor, recordAudit } from "../../services/audit/audit-repository.ts";
import type { PendingMail } from "../../services/mail/mail-draft.ts";
import { withdrawWaitingMailingMails } from "../../services/mail/outbox-mailings.ts";
import { enqueueMails } from "../../services/mail/outbox-repository.ts";
import { type Recipient, resolveAudience } from "./mailing-audiences.ts";
import {
  type CompiledText,
  compileText,
  fillText,
  isProblem,
  mailingTitle,
  type TextFormat,
} from "./mailing-placeholders.ts";
import {
  deleteDraftMailing,
  findMailing,
  insertMailing,
  type Mailing,
  type MailingInput,
  markCancelled,
  startSending,
  updateDraftMailing,
} from "./mailing-repository.ts";

/** A mailing's texts, parsed once for all its recipients: per language, French where absent. */
export type CompiledMailing = Record<Locale, { subject: CompiledText; body: CompiledText }>;

/** A refused text: the field (`subject.fr`, `body.ar`…) and the French reason. */
export type TextRefusal = { field: string; message: string };

/** Parses every language's subject and body, or names the first one refused and why. */
export function compileMailing(
  texts: { subject: MailingText; body: MailingText },
  audience: MailingAudience,
): CompiledMailing | TextRefusal {
  const compiled: Partial<CompiledMailing> = {};
  for (const language of LOCALES) {
    const parts: Partial<Record<"subject" | "body", CompiledText>> = {};
    for (const [part, format] of [
      ["subject", "plain"],
      ["body", "markdown"],
    ] as const satisfies readonly (readonly ["subject" | "body", TextFormat])[]) {
      const own = texts[part][language]?.trim() ? texts[part][language] : undefined;
      const source = own ?? texts[part].fr;
      const result = compileText(source, format, audience.kind);
      if (isProblem(result)) {
        return { field: `${part}.${own === undefined ? "fr" : language}`, message: result.message };
      }
      parts[part] = result;
    }
    compiled[language] = parts as { subject: CompiledText; body: CompiledText };
  }
  return compiled as CompiledMailing;
}

export const isRefusal = (value: CompiledMailing | TextRefusal): value is TextRefusal =>
  "message" in value;

/** One recipient's texts: their language's subject and body with their values. */
export type FilledTexts = { subject: string; markdown: string };

export function fillFor(compiled: CompiledMailing, recipient: Recipient): FilledTexts {
  const texts = compiled[recipient.language];
  return {
    // A subject is one line: a value's line break must not reach the header.
    subject: fillText(texts.subject, recipient.values).replace(/\s+/g, " ").trim(),
    markdown: fillText(texts.body, recipient.values),
  };
}

/** One recipient's mail, rendered by the worker. */
export function mailingMail(
  filled: FilledTexts,
  recipient: Recipient,
  mailingId: number | undefined,
): PendingMail {
  const { subject, markdown } = filled;
  return {
    kind: mailingId === undefined ? "mailing_test" : "mailing",
    to: { name: recipient.name, address: recipient.address },
    subject,
    entity: mailingId === undefined ? null : recipient.entity,
    ...(mailingId === undefined ? {} : { mailingId }),
    data: { template: "mailing", subject, markdown, language: recipient.language },
  };
}

/** Rows per INSERT: far below SQLite's 32 766 bound parameters. */
const INSERT_CHUNK = 500;

export type SendOutcome =
  | { sent: true; recipients: number }
  | { sent: false; reason: "not_found" | "not_draft" | "empty" | "changed" }
  | { sent: false; reason: "refused"; message: string };

/** What a recipient's texts are filled from: the same key, the same texts. */
const fillKey = (recipient: Recipient) => JSON.stringify([recipient.language, recipient.values]);

/**
 * "Envoyer": the texts are filled for everyone first, outside any transaction (issue #36 item
 * 1: no template runs while the database waits); then, in one transaction, the draft becomes
 * `sending` (a compare-and-set on its status and texts: two clicks send once, and a draft edited
 * meanwhile is not sent with its old texts), the audience is read again — the set frozen from
 * then on — and one outbox row per person is queued with their values, with its audit line (who,
 * when, audience, count). Only a person whose values changed between the two reads is filled in
 * the transaction.
 */
export async function sendMailing(
  db: Db,
  id: number,
  actor: Actor,
  now: Date,
  queue: (trx: Db, mails: PendingMail[]) => Promise<void>,
): Promise<SendOutcome> {
  const mailing = await findMailing(db, id);
  if (!mailing) return { sent: false, reason: "not_found" };
  if (mailing.status !== "draft") return { sent: false, reason: "not_draft" };
  const compiled = compileMailing(mailing, mailing.audience);
  if (isRefusal(compiled)) return { sent: false, reason: "refused", message: compiled.message };
  const filled = new Map(
    (await resolveAudience(db, mailing.audience, now)).map(
      (recipient) => [fillKey(recipient), fillFor(compiled, recipient)] as const,
    ),
  );
  return db.transaction().execute(async (trx) => {
    const recipients = await resolveAudience(trx, mailing.audience, now);
    if (recipients.length === 0) return { sent: false, reason: "empty" } as const;
    const started = await startSending(trx, mailing, {
      at: now,
      byEmail: actor.email,
      recipients: recipients.length,
    });
    if (!started) {
      const current = await findMailing(trx, id);
      return {
        sent: false,
        reason: current?.status === "draft" ? "changed" : "not_draft",
      } as const;
    }
    for (let start = 0; start < recipients.length; start += INSERT_CHUNK) {
      const chunk = recipients.slice(start, start + INSERT_CHUNK);
      await queue(
        trx,
        chunk.map((recipient) =>
          mailingMail(
            filled.get(fillKey(recipient)) ?? fillFor(compiled, recipient),
            recipient,
            id,
          ),
        ),
      );
    }
    await recordAudit(trx, {
      actor,
      action: "mailing.send",
      entity: { type: "mailing", id, reference: subjectLine(mailing) },
      changes: { audience: [null, mailing.audience], recipients: [0, recipients.length] },
      at: now,
    });
    return { sent: true, recipients: recipients.length } as const;
  });
}

/** A mailing is named in the Journal by its French subject, placeholders by their names. */
export const subjectLine = (mailing: Pick<Mailing, "subject" | "audience">) =>
  mailingTitle(mailing.subject.fr, mailing.audience.kind).slice(0, 200);

/** "Créer": the draft stored, audited with its audience and how many it reaches now. */
export async function createMailing(db: Db, input: MailingInput, actor: Actor, now: Date) {
  return db.transaction().execute(async (trx) => {
    const id = await insertMailing(trx, input, actor, now);
    const recipients = (await resolveAudience(trx, input.audience, now)).length;
    await recordAudit(trx, {
      actor,
      action: "mailing.create",
      entity: { type: "mailing", id, reference: subjectLine(input) },
      changes: { audience: [null, input.audience], recipients: [0, recipients] },
      at: now,
    });
    return { id, recipients };
  });
}

/**
 * "Modifier": a draft's audience and texts replaced, audited field by field. Undefined when the
 * draft was sent between the read and the update: its mails are queued, the draft is no more.
 */
export async function updateMailing(
  db: Db,
  mailing: Mailing,
  input: MailingInput,
  actor: Actor,
  now: Date,
) {
  return db.transaction().execute(async (trx) => {
    if (!(await updateDraftMailing(trx, mailing.id, input))) return undefined;
    const recipients = (await resolveAudience(trx, input.audience, now)).length;
    await recordAudit(trx, {
      actor,
      action: "mailing.update",
      entity: { type: "mailing", id: mailing.id, reference: subjectLine(input) },
      changes: {
        ...changedFields(mailing, {
          audience: input.audience,
          subject: input.subject,
          body: input.body,
        }),
        recipients: [null, recipients],
      },
      at: now,
    });
    return { id: mailing.id, recipients };
  });
}

/** "Essai": one recipient's mail queued to the staff member, audited on the mailing. */
export async function queueTestMail(
  db: Db,
  mailing: Mailing,
  mail: PendingMail,
  context: { actor: Actor; now: Date; messageIdDomain: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await enqueueMails(trx, [mail], context.messageIdDomain, context.now);
    await recordAudit(trx, {
      actor: context.actor,
      action: "mailing.test",
      entity: { type: "mailing", id: mailing.id, reference: subjectLine(mailing) },
      at: context.now,
    });
  });
}

/** "Annuler": what has not left is withdrawn; the mailing says so. */
export async function cancelMailing(db: Db, mailing: Mailing, actor: Actor, now: Date) {
  return db.transaction().execute(async (trx) => {
    const withdrawn = await withdrawWaitingMailingMails(trx, mailing.id, now);
    await markCancelled(trx, mailing.id);
    await recordAudit(trx, {
      actor,
      action: "mailing.cancel",
      entity: { type: "mailing", id: mailing.id, reference: subjectLine(mailing) },
      changes: { withdrawn: [0, withdrawn] },
      at: now,
    });
    return withdrawn;
  });
}

/**
 * "Supprimer" a draft: nothing of it was queued, so it goes whole, with its audit line (what it
 * said, to whom). A compare-and-set on the status: a draft sent meanwhile stays. False then.
 */
export async function deleteMailing(db: Db, mailing: Mailing, actor: Actor, now: Date) {
  return db.transaction().execute(async (trx) => {
    if (!(await deleteDraftMailing(trx, mailing.id))) return false;
    await recordAudit(trx, {
      actor,
      action: "mailing.delete",
      entity: { type: "mailing", id: mailing.id, reference: subjectLine(mailing) },
      changes: {
        audience: [mailing.audience, null],
        subject: [mailing.subject, null],
        body: [mailing.body, null],
      },
      at: now,
    });
    return true;
  });
}

/** The recipient of a preview or a test: the one with that address, or the first. */
export function pickRecipient(recipients: Recipient[], address: string | undefined) {
  if (address === undefined || address.trim() === "") return recipients[0];
  const wanted = address.trim().toLowerCase();
  return recipients.find((recipient) => recipient.address.trim().toLowerCase() === wanted);
}
