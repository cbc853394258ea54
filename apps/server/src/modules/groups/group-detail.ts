import { isPartlyPaid } from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { personName } from "../registrations/delegate-data.ts";
import { invoicedRegistrations } from "../registrations/registration-invoicing.ts";
import { findGroup, groupOf, memberIds } from "./group-repository.ts";

/** A group order as staff see it: payer, members with their payment, and the totals. */
export async function groupDetail(db: Db, id: number) {
  const group = await findGroup(db, id);
  if (!group) return undefined;
  const rows = await invoicedRegistrations(db, await memberIds(db, id));
  return {
    id: group.id,
    reference: group.reference,
    payer: {
      name: group.payer_name,
      institution: group.institution,
      email: group.email,
      address: group.address,
      taxId: group.tax_id,
    },
    created_at: group.created_at,
    amount_due_centimes: rows.reduce((sum, row) => sum + row.amount_due_centimes, 0),
    amount_received_centimes: rows.reduce((sum, row) => sum + row.amount_received_centimes, 0),
    members: rows.map((row) => ({
      id: row.id,
      reference: row.reference,
      name: personName(row),
      payment_status: row.payment_status,
      partly_paid: isPartlyPaid(row),
      amount_due_centimes: row.amount_due_centimes,
      amount_received_centimes: row.amount_received_centimes,
    })),
  };
}

export type GroupDetail = NonNullable<Awaited<ReturnType<typeof groupDetail>>>;

/** The detail of the group a registration is in, or null (her page's « Commande de groupe »). */
export async function groupDetailOfMember(db: Db, registrationId: number) {
  const group = await groupOf(db, registrationId);
  return (group && (await groupDetail(db, group.id))) ?? null;
}
