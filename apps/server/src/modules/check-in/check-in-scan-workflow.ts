import type { Db } from "../../db/connection.ts";
import { recordAudit } from "../../services/audit/audit-repository.ts";
import { findDeskRow } from "../registrations/registration-desk.ts";
import { type CheckInOutcome, type CheckInRecord, recordCheckIn } from "./check-in-repository.ts";

/**
 * Stores a scan. A desk's scans are many and the check-in row names who made them; a scan sent
 * with an API token is also a line of the Journal, with the token as its actor, in the same
 * transaction (decision 0078): every write made with a token is there.
 */
export async function recordScan(db: Db, input: CheckInRecord): Promise<CheckInOutcome> {
  if (input.actor.kind !== "token") return recordCheckIn(db, input);
  return db.transaction().execute(async (trx) => {
    const outcome = await recordCheckIn(trx, input);
    if (outcome.kind !== "recorded" || !outcome.stored) return outcome;
    const registration = await findDeskRow(trx, input.registrationId);
    await recordAudit(trx, {
      actor: input.actor,
      action: "registration.check_in",
      entity: {
        type: "registration",
        id: input.registrationId,
        reference: registration?.reference ?? "",
      },
      changes: { checked_in_at: [null, outcome.row.checked_in_at] },
      at: input.receivedAt,
    });
    return outcome;
  });
}
