import type { Contact, Locale } from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { contactMails } from "../../services/mail/delegate-mails.ts";
import type { MailService } from "../../services/mail/mail-service.ts";
import { insertContactMessage } from "./contact-repository.ts";

/**
 * A contact message received: the message, its acknowledgement and the staff notification
 * commit together; the mail worker is woken after. Answers the message's id.
 */
export async function receiveContactMessage(
  db: Db,
  mail: MailService,
  contact: Contact,
  language: Locale,
): Promise<number> {
  const id = await db.transaction().execute(async (trx) => {
    const id = await insertContactMessage(trx, contact, language);
    await mail.queue(trx, contactMails(id, contact, mail.context, language));
    return id;
  });
  mail.queued();
  return id;
}
