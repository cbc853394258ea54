import { randomBytes } from "node:crypto";
import {
  ACCOUNT_LINK_PAGES,
  ACCOUNT_LINK_VALIDITY_MS,
  type AccountLinkPurpose,
} from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import type { MailService } from "../../services/mail/mail-service.ts";
import { mailTexts } from "../../services/mail/mail-texts.ts";
import { formatInstant } from "./login-alert-mail.ts";
import { hashToken } from "./session-store.ts";

/**
 * Invitation and password-reset links (decision 0044): a random 256-bit token sent by mail, of
 * which the database keeps only the SHA-256 (as for sessions). An account has at most one live
 * link: a new one replaces the previous, and using one deletes it.
 */

export type AccountHolder = { id: number; name: string; email: string };

/**
 * Draws a new link for the account (the previous one dies) and queues its mail in `trx`, the
 * transaction of the change it belongs to. Answers when the link expires. The caller tells the
 * mail service once the transaction has committed (`mail.queued()`).
 */
export async function sendAccountLink(
  trx: Db,
  mail: MailService,
  user: AccountHolder,
  purpose: AccountLinkPurpose,
  now: Date,
): Promise<Date> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + ACCOUNT_LINK_VALIDITY_MS[purpose]);
  const link = {
    purpose,
    token_hash: hashToken(token),
    created_at: now.toISOString(),
    expires_at: expiresAt.toISOString(),
  };
  await trx
    .insertInto("account_links")
    .values({ user_id: user.id, ...link })
    .onConflict((conflict) => conflict.column("user_id").doUpdateSet(link))
    .execute();
  const { edition } = mail.context;
  await mail.queue(trx, [
    {
      kind: purpose === "invitation" ? "staff_invitation" : "staff_password_reset",
      to: { name: user.name, address: user.email },
      subject: mailTexts.accountLink.subject[purpose](edition.shortName),
      entity: null,
      // Masked in the stored mail once it has left (decision 0056): the account's keys are its own.
      secrets: [token],
      data: {
        template: "staff_account_link",
        name: user.name,
        purpose,
        url: `${edition.siteUrl}${ACCOUNT_LINK_PAGES[purpose]}#${token}`,
        validUntil: formatInstant(expiresAt, edition.timeZone),
      },
    },
  ]);
  return expiresAt;
}

/** The live link of a token: its account and purpose, unless unknown, used or expired. */
export async function findLiveLink(db: Db, token: string, now: Date) {
  return db
    .selectFrom("account_links")
    .select(["user_id", "purpose"])
    .where("token_hash", "=", hashToken(token))
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
}

/**
 * Uses a link up: deletes it and answers its account and purpose, in one statement, so that two
 * requests with one token cannot both use it. Undefined when unknown, used or expired.
 */
export async function consumeLink(trx: Db, token: string, now: Date) {
  return trx
    .deleteFrom("account_links")
    .where("token_hash", "=", hashToken(token))
    .where("expires_at", ">", now.toISOString())
    .returning(["user_id", "purpose"])
    .executeTakeFirst();
}
