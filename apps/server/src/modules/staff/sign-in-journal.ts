import type { Db } from "../../db/connection.ts";
import { recordAudit } from "../../services/audit/audit-repository.ts";
import { countInAudit } from "../../services/audit/counted-audit.ts";
import { addressGroupOf, LOGIN_WINDOW_MS } from "./login-throttle.ts";

/**
 * A failed password step in the Journal. A known account's failure is a line of its own (the
 * account's owner and the admins follow it). Failures on e-mails no account has are counted in
 * one line per client address and quarter hour (decision 0055): a flood of made-up e-mails
 * leaves a count, not one permanent line each.
 */
export async function journalFailedSignIn(
  db: Db,
  attempt: { user: { id: number } | undefined; email: string; ip: string; at: Date },
): Promise<void> {
  if (!attempt.user) {
    const address = addressGroupOf(attempt.ip);
    await countInAudit(db, {
      actor: { id: null, email: address },
      action: "auth.sign_in_failed_unknown",
      entity: { type: "user", id: null, reference: address },
      field: "unknown_account_failures",
      at: attempt.at,
      windowMs: LOGIN_WINDOW_MS,
    });
    return;
  }
  // The e-mail as typed (lower-cased): the line says which account was tried.
  const typed = attempt.email.toLowerCase();
  await recordAudit(db, {
    actor: { id: null, email: typed },
    action: "auth.sign_in_failed",
    entity: { type: "user", id: attempt.user.id, reference: typed },
    at: attempt.at,
  });
}
