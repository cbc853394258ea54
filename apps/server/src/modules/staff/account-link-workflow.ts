import type { AuditAction } from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { type Actor, recordAudit } from "../../services/audit/audit-repository.ts";
import type { MailService } from "../../services/mail/mail-service.ts";
import { type AccountHolder, consumeLink, sendAccountLink } from "./account-links.ts";
import { queueAccountNotice } from "./account-notice-mail.ts";
import { replacePasswordIn } from "./password-change-workflow.ts";
import { findAccountHolder } from "./user-repository.ts";

/**
 * Sends an account a new link (a reset asked by its owner, an invitation sent again by an admin):
 * the link replaces the previous one, its mail and the audit line in one transaction. Answers the
 * link's expiry; the caller tells the mail service once it has committed.
 */
export async function sendLinkAudited(
  db: Db,
  mail: MailService,
  user: AccountHolder,
  link: { purpose: "password_reset" | "invitation"; action: AuditAction; actor: Actor },
  at: Date,
): Promise<Date> {
  return db.transaction().execute(async (trx) => {
    const expires = await sendAccountLink(trx, mail, user, link.purpose, at);
    await recordAudit(trx, {
      actor: link.actor,
      action: link.action,
      entity: { type: "user", id: user.id, reference: user.email },
      changes: { link_expires_at: [null, expires.toISOString()] },
      at,
    });
    return expires;
  });
}

/**
 * Sets the password a link's owner chose: the link used up, the new hash, the audit line and (for
 * a reset) the owner's notice in one transaction. Undefined when the link is gone meanwhile.
 */
export async function setPasswordFromLink(
  db: Db,
  mail: MailService,
  token: string,
  passwordHash: string,
  at: Date,
): Promise<AccountHolder | undefined> {
  return db.transaction().execute(async (trx) => {
    const link = await consumeLink(trx, token, at);
    if (!link) return undefined;
    const user = await findAccountHolder(trx, link.user_id);
    await replacePasswordIn(trx, {
      user,
      passwordHash,
      actor: { id: user.id, email: user.email },
      action: "user.password_set",
      changes: { link: [null, link.purpose] },
      at,
    });
    // An invitation sets the first password: only a reset changes one the owner had.
    if (link.purpose === "password_reset") {
      await queueAccountNotice(trx, mail, user, { kind: "password_reset" }, at);
    }
    return user;
  });
}
