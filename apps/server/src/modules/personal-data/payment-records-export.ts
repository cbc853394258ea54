import type { Db } from "../../db/connection.ts";

/**
 * A registration's money records, for the right of access: its receipts (the delegate's name and
 * e-mail as printed) and the bank statement lines recorded as its payments (the bank's label and
 * payer). They are about the person as much as the row is, and outlive it blanked (see
 * payment-records-redaction.ts).
 */
export async function paymentRecordsOf(trx: Db, registrationId: number) {
  const receipts = await trx
    .selectFrom("receipts")
    .select([
      "number",
      "reference",
      "delegate_name",
      "delegate_email",
      "amount_centimes",
      "paid_on",
      "issued_at",
      "cancelled_at",
    ])
    .where("registration_id", "=", registrationId)
    .orderBy("id")
    .execute();
  const bankLines = await trx
    .selectFrom("bank_import_lines")
    .innerJoin("bank_imports", "bank_imports.id", "bank_import_lines.import_id")
    .select([
      "bank_import_lines.booked_on",
      "bank_import_lines.amount_centimes",
      "bank_import_lines.label",
      "bank_import_lines.payer",
      "bank_import_lines.registration_reference",
      "bank_imports.file_name",
      "bank_imports.created_at as imported_at",
    ])
    .where("bank_import_lines.registration_id", "=", registrationId)
    .orderBy("bank_import_lines.id")
    .execute();
  return { receipts, bank_lines: bankLines };
}
