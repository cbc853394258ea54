import type { Locale, ReceiptSummary } from "@congres/shared";
import type { Selectable } from "kysely";
import type { Db } from "../../db/connection.ts";
import type { ReceiptTable } from "../../db/schema.ts";
import type { ReceiptData } from "../../services/pdf/pdf-data.ts";

export type ReceiptRow = Selectable<ReceiptTable>;

/** `2025-0007`: the year and the sequence, four digits at least. */
export const receiptNumber = (year: number, sequence: number) =>
  `${year}-${String(sequence).padStart(4, "0")}`;

/** What the receipt PDF is rendered from: the row as issued, in its registration's language. */
export const receiptData = (row: ReceiptRow, language: Locale): ReceiptData => ({
  language,
  number: row.number,
  reference: row.reference,
  delegateName: row.delegate_name,
  amountCentimes: row.amount_centimes,
  paidOn: row.paid_on,
  issuedAt: row.issued_at,
  cancelledAt: row.cancelled_at,
});

export const findReceipt = (db: Db, id: number) =>
  db.selectFrom("receipts").selectAll().where("id", "=", id).executeTakeFirst();

/** A registration's receipt by its number, for the download. */
export const findReceiptOf = (db: Db, registrationId: number, number: string) =>
  db
    .selectFrom("receipts")
    .selectAll()
    .where("registration_id", "=", registrationId)
    .where("number", "=", number)
    .executeTakeFirst();

/** The registration's receipts, oldest first, as its detail lists them. */
export const receiptSummaries = (db: Db, registrationId: number): Promise<ReceiptSummary[]> =>
  db
    .selectFrom("receipts")
    .select(["number", "amount_centimes", "paid_on", "issued_at", "cancelled_at"])
    .where("registration_id", "=", registrationId)
    .orderBy("id")
    .execute();

/** The registration's receipt still valid (not cancelled), if any: the one its delegate downloads. */
export const validReceiptOf = (db: Db, registrationId: number) =>
  db
    .selectFrom("receipts")
    .selectAll()
    .where("registration_id", "=", registrationId)
    .where("cancelled_at", "is", null)
    .orderBy("id", "desc")
    .executeTakeFirst();
