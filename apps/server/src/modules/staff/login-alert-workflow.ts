import type { Db } from "../../db/connection.ts";
import type { MailService } from "../../services/mail/mail-service.ts";
import { mailQueuedSince } from "../../services/mail/outbox-repository.ts";
import { loginAlertMail } from "./login-alert-mail.ts";
import {
  ACCOUNT_FAILURES_BEFORE_SLOWDOWN,
  accountFailures,
  LOGIN_ALERT_INTERVAL_MS,
  lockAccount,
} from "./login-throttle.ts";
import { normaliseEmail } from "./user-repository.ts";

const alertQueuedSince = (db: Db, address: string, since: Date) =>
  mailQueuedSince(db, "staff_login_alert", address, since);

/**
 * Tells an admin whose account has just been slowed down by failed sign-ins, with one mail
 * through the outbox. Answers whether a mail was queued.
 */
export async function alertOnRepeatedFailures(
  db: Db,
  mail: MailService,
  user: { name: string; email: string },
  now = new Date(),
): Promise<boolean> {
  const failures = await accountFailures(db, user.email, now);
  const quietSince = new Date(now.getTime() - LOGIN_ALERT_INTERVAL_MS);
  if (failures.count < ACCOUNT_FAILURES_BEFORE_SLOWDOWN) return false;
  if (await alertQueuedSince(db, user.email, quietSince)) return false;
  // Rendered before the transaction: on SQLite a transaction holds the only connection.
  const draft = await loginAlertMail(user, failures, mail.context);
  const queued = await db.transaction().execute(async (trx) => {
    // Two failures crossing the threshold together must not both send the alert.
    await lockAccount(trx, normaliseEmail(user.email));
    if (await alertQueuedSince(trx, user.email, quietSince)) return false;
    await mail.queue(trx, [draft]);
    return true;
  });
  if (queued) mail.queued();
  return queued;
}
