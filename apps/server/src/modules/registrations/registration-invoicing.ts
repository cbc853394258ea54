import type { Db } from "../../db/connection.ts";
import { ADDRESSEE_COLUMNS } from "./delegate-data.ts";

/**
 * What an invoice is made from (modules/invoices, decision 0076): each registration's name,
 * participation and amounts, read in the issuing transaction.
 */
export async function invoicedRegistrations(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom("registrations")
    .select([
      ...ADDRESSEE_COLUMNS,
      "participation_type",
      "payment_status",
      "amount_due_centimes",
      "amount_received_centimes",
      "paid_at",
    ])
    .where("id", "in", ids)
    .orderBy("id")
    .execute();
}

export type InvoicedRegistration = Awaited<ReturnType<typeof invoicedRegistrations>>[number];
