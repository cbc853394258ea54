import type { MarkPaidInput, RegistrationDetail, WaiveInput } from "@congres/shared";
import { adminWrite } from "../core/admin-api.ts";
import { REGISTRATIONS_ENDPOINT } from "../registrations/registrations-api.ts";

export type PaymentRequest =
  // The amount as typed ("1 000,50"): the server reads it with the same schema.
  | { action: "mark-paid"; body: MarkPaidInput }
  | { action: "waive"; body: WaiveInput }
  | { action: "cancel" | "undo" };

/** Sends one payment action; the answer is the registration as it now is. */
export function sendPaymentAction(id: number, request: PaymentRequest) {
  return adminWrite<RegistrationDetail>(
    "POST",
    `${REGISTRATIONS_ENDPOINT}/${id}/payment/${request.action}`,
    "body" in request ? request.body : undefined,
  );
}
