import type { AuditChanges } from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { type Actor, recordAudit } from "../../services/audit/audit-repository.ts";
import type { MailService } from "../../services/mail/mail-service.ts";
import { queueAccountNotice } from "./account-notice-mail.ts";
import { deleteUserSession } from "./session-store.ts";
import { removeTwoFactor } from "./two-factor.ts";

/**
 * Takes an account's second factor away — its owner disabling it, or an admin resetting it: the
 * secret and codes gone, the audit line and the owner's notice in one transaction. The caller
 * tells the mail service once it has committed.
 */
export async function removeTwoFactorAudited(
  db: Db,
  mail: MailService,
  removal: {
    userId: number;
    owner: { name: string; email: string };
    actor: Actor;
    action: "user.two_factor_disabled" | "user.two_factor_reset";
    changes?: AuditChanges;
    /** The admin who reset it; absent when the owner removed it. */
    by?: string;
  },
  at: Date,
): Promise<void> {
  const { userId, owner, actor, action, changes, by } = removal;
  await db.transaction().execute(async (trx) => {
    await removeTwoFactor(trx, userId);
    await recordAudit(trx, {
      actor,
      action,
      entity: { type: "user", id: userId, reference: owner.email },
      ...(changes ? { changes } : {}),
      at,
    });
    const notice =
      by === undefined
        ? { kind: "two_factor_removed" as const }
        : { kind: "two_factor_removed" as const, by };
    await queueAccountNotice(trx, mail, owner, notice, at);
  });
}

/** The owner ends one of their other sessions: the row and its audit line together. */
export async function endOwnSession(
  db: Db,
  actor: Actor,
  session: { public_id: string; created_at: string },
  at: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await deleteUserSession(trx, actor.id ?? 0, session.public_id);
    await recordAudit(trx, {
      actor,
      action: "user.session_ended",
      entity: { type: "user", id: actor.id, reference: actor.email },
      changes: { session_started_at: [session.created_at, null] },
      at,
    });
  });
}
