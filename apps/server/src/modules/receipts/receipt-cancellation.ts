import type { Db } from "../../db/connection.ts";
import { type Actor, recordAudit } from "../../services/audit/audit-repository.ts";
import type { MailAttachmentRef } from "../../services/mail/mail-draft.ts";
import { mailLanguageOf } from "../../services/mail/mail-language.ts";
import type { MailService } from "../../services/mail/mail-service.ts";
import { mailsAbout, withdrawUnsentMails } from "../../services/mail/outbox-repository.ts";
import { registrationLanguage } from "../registrations/registration-by-id.ts";
import { receiptCancellationMail } from "./receipt-mail.ts";
import type { ReceiptRow } from "./receipt-repository.ts";

type AuditedEntity = { type: "registration"; id: number; reference: string };

/** The outbox rows that carry `receipt` (its mail, and any copy staff resent), oldest first. */
async function mailsCarrying(trx: Db, receipt: Pick<ReceiptRow, "id" | "registration_id">) {
  if (receipt.registration_id === null) return [];
  const rows = await mailsAbout(trx, "registration", receipt.registration_id);
  return rows.filter(
    (row) =>
      row.kind === "payment_receipt" &&
      (JSON.parse(row.attachments ?? "[]") as MailAttachmentRef[]).some(
        (attachment) => attachment.type === "receipt" && attachment.receiptId === receipt.id,
      ),
  );
}

/**
 * Keeps the promise of a cancelled receipt's mail (decision 0033): a mail that has not left is
 * withdrawn, and the delegate, who never saw the receipt, is told nothing; a mail that left (or
 * is leaving: a worker holds it) is followed by a cancellation notice to the same address.
 */
export async function withdrawOrAnnounce(
  trx: Db,
  receipt: Pick<ReceiptRow, "id" | "number" | "reference" | "registration_id">,
  context: { entity: AuditedEntity; actor: Actor; at: Date; mail: MailService },
) {
  const { entity, actor, at } = context;
  const mails = await mailsCarrying(trx, receipt);
  const withdrawn = await withdrawUnsentMails(
    trx,
    mails.map((mail) => mail.id),
    at,
  );
  if (withdrawn.length > 0) {
    const changes = { receipt_mails_withdrawn: [null, withdrawn.length] as [unknown, unknown] };
    await recordAudit(trx, {
      actor,
      action: "registration.receipt.mail_withdraw",
      entity,
      changes,
      at,
    });
  }
  const delivered = mails.find((mail) => !withdrawn.includes(mail.id));
  if (!delivered) return;
  const registration = await registrationLanguage(trx, entity.id);
  await context.mail.queue(trx, [
    receiptCancellationMail(
      receipt,
      { name: delivered.to_name, address: delivered.to_address },
      context.mail.context.edition,
      mailLanguageOf(registration),
    ),
  ]);
  const changes = { cancellation_notices_queued: [null, 1] as [unknown, unknown] };
  await recordAudit(trx, {
    actor,
    action: "registration.receipt.cancel_notice",
    entity,
    changes,
    at,
  });
}
