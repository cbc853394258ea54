import {
  type BankTransferAnswer,
  type PaymentStatus,
  type SpaceRegistration,
  transferLabel,
} from "@congres/shared";
import { sql } from "kysely";
import type { Db } from "../../db/connection.ts";

/** A registration waiting for its transfer: the space gives how to pay it. */
const UNPAID: PaymentStatus = "en_attente";

/**
 * What the delegate space (modules/space, decision 0068) reads of registrations: those whose
 * e-mail is the signed-in delegate's, case-insensitively, by the `lower(email)` index.
 * `email` is already lower-cased and trimmed.
 */

const withEmail = (db: Db, email: string) =>
  db.selectFrom("registrations").where(sql<string>`lower(email)`, "=", email);

/** The name to greet her with in a sign-in mail: her latest registration's; undefined if none. */
export async function registrantName(db: Db, email: string): Promise<string | undefined> {
  const row = await withEmail(db, email)
    .select(["first_name", "last_name"])
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return row && `${row.first_name} ${row.last_name}`.trim();
}

/**
 * Her registrations, oldest first, as `GET /api/space` gives them (snake_case, as the lists):
 * while one is unpaid, the bank details (`null` while they are withheld) and the transfer label
 * the confirmation mail gave.
 */
export async function spaceRegistrations(
  db: Db,
  email: string,
  bankTransfer: BankTransferAnswer,
): Promise<SpaceRegistration[]> {
  const rows = await withEmail(db, email)
    .select([
      "id",
      "reference",
      "first_name",
      "last_name",
      "latin_name",
      "institution",
      "country",
      "phone",
      "dietary_restrictions",
      "participation_type",
      "payment_status",
      "amount_due_centimes",
      "amount_received_centimes",
      "created_at",
    ])
    .orderBy("id")
    .execute();
  return rows.map((row) => {
    const registration = { ...row, payment_status: row.payment_status as PaymentStatus };
    if (row.payment_status !== UNPAID) return registration;
    const label = transferLabel(row.reference, {
      firstName: row.first_name,
      lastName: row.last_name,
      latinName: row.latin_name,
    });
    const details = bankTransfer.published ? bankTransfer.details : null;
    return { ...registration, bank_transfer: { details, transfer_reference: label } };
  });
}
