import type { Db } from "../../db/connection.ts";
import type { PendingMail } from "../../services/mail/mail-draft.ts";
import type { MailService } from "../../services/mail/mail-service.ts";
import { mailTexts } from "../../services/mail/mail-texts.ts";
import { staffToWrite } from "../staff/staff-audiences.ts";

/** Where the admins turn a webhook back on. */
export const WEBHOOKS_ADMIN_PATH = "/admin/app/webhooks";

/** The notice to every admin that the server turned off the webhook of `url` (French). */
export async function disabledNotices(
  db: Db,
  mail: MailService,
  url: string,
  lastError: string,
): Promise<PendingMail[]> {
  const { edition } = mail.context;
  const texts = mailTexts.staff.webhookDisabled;
  const subject = texts.subject(edition.shortName, new URL(url).host);
  const admins = await staffToWrite(db, { roles: ["admin"] });
  return admins.map((admin) => ({
    kind: "staff_webhook_disabled",
    to: { name: admin.name, address: admin.email },
    subject,
    entity: null,
    data: {
      template: "staff_notification",
      subject,
      intro: texts.intro,
      details: [
        { label: texts.url, value: url },
        { label: texts.lastError, value: lastError },
      ],
      action: { label: texts.action, href: `${edition.siteUrl}${WEBHOOKS_ADMIN_PATH}` },
    },
  }));
}
