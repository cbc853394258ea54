import { checkInMessages } from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { type Actor, recordAudit } from "../../services/audit/audit-repository.ts";
import { type DeskRow, findDeskRow } from "../registrations/registration-desk.ts";
import { findCheckIn, markCheckInUndone, undoDeadline } from "./check-in-repository.ts";

export type UndoOutcome =
  | { kind: "done"; registration: DeskRow }
  | { kind: "not_found" }
  | { kind: "refused"; message: string };

/**
 * Undoes a check-in within five minutes of it (the app's clock), audited, in one transaction.
 * With `onlyBy`, only a check-in that account made: another's is not found (a desk account
 * learns no one's name by trying check-in ids, decision 0058).
 */
export async function undoCheckIn(
  db: Db,
  input: { id: number; actor: Actor; at: Date; onlyBy?: number },
): Promise<UndoOutcome> {
  return db.transaction().execute(async (trx): Promise<UndoOutcome> => {
    const row = await findCheckIn(trx, input.id);
    if (!row || (input.onlyBy !== undefined && row.user_id !== input.onlyBy)) {
      return { kind: "not_found" };
    }
    const registration = await findDeskRow(trx, row.registration_id);
    if (!registration) return { kind: "not_found" };
    if (row.undone_at !== null) {
      return { kind: "refused", message: checkInMessages.alreadyUndone };
    }
    if (input.at > undoDeadline(row)) {
      return { kind: "refused", message: checkInMessages.undoTooLate };
    }
    if (!(await markCheckInUndone(trx, row.id, input.at, input.actor))) {
      return { kind: "refused", message: checkInMessages.alreadyUndone };
    }
    await recordAudit(trx, {
      actor: input.actor,
      action: "registration.check_in.undo",
      entity: { type: "registration", id: registration.id, reference: registration.reference },
      changes: { check_in: [row.checked_in_at, null] },
      at: input.at,
    });
    return { kind: "done", registration };
  });
}
