import type { Db } from "../../db/connection.ts";
import { recordAudit } from "../../services/audit/audit-repository.ts";
import type { DeskRow } from "../registrations/registration-desk.ts";
import { emitEvent } from "../webhooks/webhook-events.ts";
import {
  type CheckInOutcome,
  type CheckInRecord,
  deskPerson,
  recordCheckIn,
} from "./check-in-repository.ts";

/**
 * A scan stored with what follows from it, in one transaction: its webhook event
 * (`check_in.recorded`) once per day's row, never for a retry of the same scan nor for a second
 * desk's scan (decision 0079); and, for a scan sent with an API token, its line in the Journal
 * with the token as actor (decision 0078: every write made with a token is there). A desk's own
 * scans are many and the check-in row names who made them.
 */
export function checkIn(
  db: Db,
  registration: DeskRow,
  input: CheckInRecord,
): Promise<CheckInOutcome> {
  return db.transaction().execute(async (trx) => {
    const outcome = await recordCheckIn(trx, input);
    if (outcome.kind !== "recorded" || !outcome.stored) return outcome;
    const { row } = outcome;
    await emitEvent(
      trx,
      "check_in.recorded",
      {
        check_in: { id: row.id, day: row.day, checked_in_at: row.checked_in_at },
        registration: deskPerson(registration),
      },
      input.receivedAt,
    );
    if (input.actor.kind === "token") {
      await recordAudit(trx, {
        actor: input.actor,
        action: "registration.check_in",
        entity: { type: "registration", id: registration.id, reference: registration.reference },
        changes: { checked_in_at: [null, row.checked_in_at] },
        at: input.receivedAt,
      });
    }
    return outcome;
  });
}
