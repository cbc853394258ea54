import type { AuditAction, AuditChanges } from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { type Actor, recordAudit } from "../../services/audit/audit-repository.ts";
import { deleteUserSessions } from "./session-store.ts";

export type PasswordReplacement = {
  user: { id: number; email: string };
  passwordHash: string;
  /** The session to keep (the admin's own browser); every other session of the admin ends. */
  keepSessionToken?: string;
  actor: Actor;
  action: Extract<
    AuditAction,
    "user.password.change" | "user.password.reset" | "user.password_set"
  >;
  /** More for the audit line (the link a password was chosen with). */
  changes?: AuditChanges;
  at: Date;
};

/**
 * Gives an admin a new password hash, ends their other sessions (whoever held the old password
 * is signed out) and writes the audit line, in one transaction: all of it, or nothing.
 * The audit line names the account, never a password or a hash. Answers the sessions ended.
 */
export async function replacePassword(db: Db, change: PasswordReplacement): Promise<number> {
  return db.transaction().execute((trx) => replacePasswordIn(trx, change));
}

/** `replacePassword` within a transaction the caller holds (a link consumed in the same one). */
export async function replacePasswordIn(trx: Db, change: PasswordReplacement): Promise<number> {
  await trx
    .updateTable("users")
    // A chosen password ends a pending invitation, whichever way it was chosen.
    .set({ password_hash: change.passwordHash, invitation_pending: 0 })
    .where("id", "=", change.user.id)
    .execute();
  const ended = await deleteUserSessions(trx, change.user.id, change.keepSessionToken);
  await recordAudit(trx, {
    actor: change.actor,
    action: change.action,
    entity: { type: "user", id: change.user.id, reference: change.user.email },
    changes: { sessions_ended: [null, ended], ...change.changes },
    at: change.at,
  });
  return ended;
}
