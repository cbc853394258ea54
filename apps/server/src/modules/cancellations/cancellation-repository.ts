import { type Selectable, sql } from "kysely";
import type { Db } from "../../db/connection.ts";
import type { CancellationRequestTable } from "../../db/schema.ts";

/** The cancellation requests (decision 0069): this folder alone reads and writes the table. */

export type CancellationRequestRow = Selectable<CancellationRequestTable>;

export type NewCancellationRequest = {
  registrationId: number;
  reason: string;
  account: { kind: "iban" | "rib"; account: string };
  amountReceivedCentimes: number;
  requestedBy: string;
  at: Date;
};

/**
 * Inserts a pending request, or nothing when the registration already has one (the partial
 * unique index: two tabs sending at once store one request).
 */
export async function insertCancellationRequest(
  db: Db,
  request: NewCancellationRequest,
): Promise<CancellationRequestRow | undefined> {
  return db
    .insertInto("cancellation_requests")
    .values({
      registration_id: request.registrationId,
      reason: request.reason,
      account_kind: request.account.kind,
      account: request.account.account,
      amount_received_centimes: request.amountReceivedCentimes,
      requested_at: request.at.toISOString(),
      requested_by_email: request.requestedBy,
    })
    .onConflict((conflict) =>
      // The literal, as the index is written: SQLite matches a partial index's WHERE as text.
      conflict.column("registration_id").where("status", "=", sql.lit("pending")).doNothing(),
    )
    .returningAll()
    .executeTakeFirst();
}

/** The registration's request still waiting for its refund, if any. */
export const pendingRequestOf = (db: Db, registrationId: number) =>
  db
    .selectFrom("cancellation_requests")
    .selectAll()
    .where("registration_id", "=", registrationId)
    .where("status", "=", "pending")
    .executeTakeFirst();

export const findCancellationRequest = (db: Db, id: number) =>
  db.selectFrom("cancellation_requests").selectAll().where("id", "=", id).executeTakeFirst();

/** Marks a pending request refunded; false when it was handled meanwhile (compare-and-set). */
export async function markRefunded(
  db: Db,
  id: number,
  refund: { centimes: number; on: string; at: Date; by: string },
): Promise<boolean> {
  const result = await db
    .updateTable("cancellation_requests")
    .set({
      status: "refunded",
      refund_centimes: refund.centimes,
      refunded_on: refund.on,
      handled_at: refund.at.toISOString(),
      handled_by_email: refund.by,
    })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export type CancellationListQuery = { page: number; per_page: number; status?: string | undefined };

/** A page of requests, pending first then newest, and how many in all. */
export async function cancellationRequestPage(db: Db, query: CancellationListQuery) {
  const base = db
    .selectFrom("cancellation_requests")
    .$if(query.status !== undefined, (q) => q.where("status", "=", query.status ?? ""));
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy("status")
      .orderBy("id", "desc")
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page)
      .execute(),
    base.select((eb) => eb.fn.countAll().as("count")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}
