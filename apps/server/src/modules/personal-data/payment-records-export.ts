import type { Db } from "../../db/connection.ts";
import { bankLinesOfRegistration } from "../bank-import/bank-line-personal-data.ts";
import { cancellationRequestsOf } from "../cancellations/cancellation-personal-data.ts";
import { receiptsOfRegistration } from "../receipts/receipt-personal-data.ts";

/**
 * A registration's money records, for the right of access: its receipts (the delegate's name and
 * e-mail as printed) and the bank statement lines recorded as its payments (the bank's label and
 * payer), and the cancellation requests with the account to refund to. They are about the person as much as the row is, and outlive it blanked (see
 * payment-records-redaction.ts).
 */
export async function paymentRecordsOf(trx: Db, registrationId: number) {
  const receipts = await receiptsOfRegistration(trx, registrationId);
  const bankLines = await bankLinesOfRegistration(trx, registrationId);
  const cancellationRequests = await cancellationRequestsOf(trx, registrationId);
  return { receipts, bank_lines: bankLines, cancellation_requests: cancellationRequests };
}
