import { type CancellationRequestView, maskedAccount } from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { personName } from "../registrations/delegate-data.ts";
import { registrationNames } from "../registrations/registration-self-service.ts";
import {
  type CancellationListQuery,
  type CancellationRequestRow,
  cancellationRequestPage,
  findCancellationRequest,
} from "./cancellation-repository.ts";

async function views(db: Db, rows: CancellationRequestRow[], masked: boolean) {
  const names = await registrationNames(
    db,
    rows.map((row) => row.registration_id),
  );
  return rows.map((row): CancellationRequestView => {
    const registration = names.get(row.registration_id);
    return {
      id: row.id,
      registration_id: row.registration_id,
      reference: registration?.reference ?? "",
      name: registration ? personName(registration) : "",
      email: registration?.email ?? row.requested_by_email,
      reason: row.reason,
      amount_received_centimes: row.amount_received_centimes,
      account_kind: row.account_kind === "rib" ? "rib" : "iban",
      iban: masked ? maskedAccount(row.account) : row.account,
      status: row.status === "refunded" ? "refunded" : "pending",
      payment_status: registration?.payment_status ?? "",
      requested_at: row.requested_at,
      refund_centimes: row.refund_centimes,
      refunded_on: row.refunded_on,
      handled_at: row.handled_at,
      handled_by: row.handled_by_email,
    };
  });
}

/** A page of requests with their registrations' names (two queries), accounts masked. */
export async function cancellationRequestList(db: Db, query: CancellationListQuery) {
  const { rows, total } = await cancellationRequestPage(db, query);
  return { data: await views(db, rows, true), total };
}

/** One request, its account whole. */
export async function cancellationRequestDetail(db: Db, id: number) {
  const row = await findCancellationRequest(db, id);
  return row ? (await views(db, [row], false))[0] : undefined;
}
