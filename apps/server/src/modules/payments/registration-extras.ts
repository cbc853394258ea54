import { daysAttended } from "../check-in/check-in-repository.ts";
import { receiptSummaries } from "../receipts/receipt-repository.ts";
import type { RegistrationExtras } from "../registrations/registration-detail.ts";
import { findUndoablePayment } from "./payment-repository.ts";

/**
 * A registration's detail beyond its row (decision 0062): payments sit above the desk and the
 * receipts, so they gather them; `routes.ts` hands them to the registrations' admin routes.
 */
export const registrationExtras: RegistrationExtras = {
  undoablePayment: findUndoablePayment,
  receipts: receiptSummaries,
  daysAttended,
};
