import { UNDOABLE_PAYMENT_ACTIONS, type UndoablePayment } from "@congres/shared";
import type { Db } from "../../db/connection.ts";

/** The payment actions in the audit log (the state itself is the registration's). */

type UndoableLine = UndoablePayment & { changes: string };

/** The newest payment action on the registration that no undo has reversed yet. */
export async function undoableLine(
  db: Db,
  registrationId: number,
): Promise<UndoableLine | undefined> {
  const about = db
    .selectFrom("audit_log")
    .where("entity_type", "=", "registration")
    .where("entity_id", "=", registrationId);
  const reverted = about.select("reverts_id").where("reverts_id", "is not", null);
  const line = await about
    .select(["id as audit_id", "action", "created_at", "changes"])
    .where("action", "in", UNDOABLE_PAYMENT_ACTIONS)
    .where("id", "not in", reverted)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return line;
}

export async function findUndoablePayment(
  db: Db,
  registrationId: number,
): Promise<UndoablePayment | null> {
  const line = await undoableLine(db, registrationId);
  return line
    ? { audit_id: line.audit_id, action: line.action, created_at: line.created_at }
    : null;
}
