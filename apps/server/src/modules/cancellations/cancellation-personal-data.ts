import type { Db } from "../../db/connection.ts";

/**
 * A registration's cancellation requests as stored, refund account whole, for the person's right
 * of access (personal-data export). Erasing the registration deletes them (foreign key cascade).
 */
export const cancellationRequestsOf = (db: Db, registrationId: number) =>
  db
    .selectFrom("cancellation_requests")
    .select([
      "reason",
      "account_kind",
      "account",
      "amount_received_centimes",
      "requested_at",
      "status",
      "refund_centimes",
      "refunded_on",
      "handled_at",
    ])
    .where("registration_id", "=", registrationId)
    .orderBy("id")
    .execute();
