import type { Db } from "../../db/connection.ts";

/** The bank statement lines recorded as a registration's payments, with their import's file. */
export const bankLinesOfRegistration = (db: Db, registrationId: number) =>
  db
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

/**
 * Replaces the bank's label and payer on a registration's lines with `erased`; the date, amount
 * and checksum stay (a re-import of the same statement is still recognised).
 */
export async function blankBankLinesOf(
  db: Db,
  registrationId: number,
  erased: string,
): Promise<void> {
  await db
    .updateTable("bank_import_lines")
    .set({ label: erased, payer: erased })
    .where("registration_id", "=", registrationId)
    .execute();
}
