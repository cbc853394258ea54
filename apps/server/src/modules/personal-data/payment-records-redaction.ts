import type { Db } from "../../db/connection.ts";
import { blankBankLinesOf } from "../bank-import/bank-line-personal-data.ts";
import { blankReceiptsOf } from "../receipts/receipt-personal-data.ts";
import { ERASED_VALUE } from "./audit-redaction.ts";

/**
 * A registration's money records outlive its erasure, as accounting needs them (the receipt's
 * number, amount and date; the bank line's date, amount and checksum, which keeps a re-import of
 * the same statement from recording it twice) — but not the person: the delegate's name and
 * e-mail on the receipts, and the bank's label and payer on the imported lines, are blanked.
 */
export async function redactPaymentRecordsOf(trx: Db, registrationId: number): Promise<void> {
  await blankReceiptsOf(trx, registrationId, ERASED_VALUE);
  await blankBankLinesOf(trx, registrationId, ERASED_VALUE);
}
