import type { Db } from "../../db/connection.ts";
import type { AccountNotice, PendingMail } from "../../services/mail/mail-draft.ts";
import type { MailService } from "../../services/mail/mail-service.ts";
import { mailTexts } from "../../services/mail/mail-texts.ts";
import { formatInstant } from "./login-alert-mail.ts";

type Owner = { name: string; email: string };

/** The mail telling a staff account's owner what happened to it (decision 0056). */
export function accountNoticeMail(
  owner: Owner,
  notice: AccountNotice,
  at: Date,
  mail: MailService,
): PendingMail {
  const { edition } = mail.context;
  return {
    kind: "staff_account_notice",
    to: { name: owner.name, address: owner.email },
    subject: mailTexts.accountNotice.subject[notice.kind](edition.shortName),
    entity: null,
    data: {
      template: "staff_account_notice",
      name: owner.name,
      notice,
      at: formatInstant(at, edition.timeZone),
    },
  };
}

/**
 * Queues the notice in `trx`, the transaction of the change it tells: rolled back with it. The
 * caller tells the mail service once that transaction has committed (`mail.queued()`).
 */
export async function queueAccountNotice(
  trx: Db,
  mail: MailService,
  owner: Owner,
  notice: AccountNotice,
  at: Date,
): Promise<void> {
  await mail.queue(trx, [accountNoticeMail(owner, notice, at, mail)]);
}
