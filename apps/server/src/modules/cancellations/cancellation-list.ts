import { maskedAccount } from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { personName } from "../registrations/delegate-data.ts";
import { registrationNames } from "../registrations/registration-space.ts";
import {
  type CancellationListQuery,
  type CancellationRequestRow,
  cancellationRequestPage,
  findCancellationRequest,
} from "./cancellation-repository.ts";

/** A request as « Demandes d'annulation » shows it (snake_case, as every admin list). */
export type CancellationRequestView = {
  id: number;
  registration_id: number;
  reference: string;
  name: string;
  email: string;
  reason: string;
  amount_received_centimes: number;
  account_kind: string;
  /** Masked in the list ("FR76 **** 0189"); whole in one request's detail, to make the transfer. */
  iban: string;
  status: string;
  payment_status: string;
  requested_at: string;
  refund_centimes: number | null;
  refunded_on: string | null;
  handled_at: string | null;
  handled_by: string | null;
};

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
      account_kind: row.account_kind,
      iban: masked ? maskedAccount(row.account) : row.account,
      status: row.status,
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
