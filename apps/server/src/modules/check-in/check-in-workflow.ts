import type { Db } from "../../db/connection.ts";
import type { DeskRow } from "../registrations/registration-desk.ts";
import { emitEvent } from "../webhooks/webhook-events.ts";
import {
  type CheckInOutcome,
  type CheckInRecord,
  deskPerson,
  recordCheckIn,
} from "./check-in-repository.ts";

/**
 * A scan stored with its webhook event (`check_in.recorded`) in one transaction: the event once
 * per day's row, never for a retry of the same scan nor for a second desk's scan (decision 0079).
 */
export function checkIn(
  db: Db,
  registration: DeskRow,
  input: CheckInRecord,
): Promise<CheckInOutcome> {
  return db.transaction().execute(async (trx) => {
    const outcome = await recordCheckIn(trx, input);
    if (outcome.kind === "recorded" && outcome.stored) {
      const { row } = outcome;
      const data = {
        check_in: { id: row.id, day: row.day, checked_in_at: row.checked_in_at },
        registration: deskPerson(registration),
      };
      await emitEvent(trx, "check_in.recorded", data, input.receivedAt);
    }
    return outcome;
  });
}
