import type { RegistrationInput } from "@congres/shared";
import { validRegistration } from "@congres/shared/testing";
import type { LightMyRequestResponse } from "fastify";

/** What staff do to a registration in the admin, as its screens send it, through `admin`. */
type StaffRequest<Method> = (
  method: Method,
  url: string,
  payload: object,
) => Promise<LightMyRequestResponse>;

/**
 * The correction of registration `id`: `validRegistration()` with `changes`, and the `version`
 * the form was opened at.
 */
export const correctRegistration = (
  admin: StaffRequest<"PUT">,
  id: number,
  changes: Partial<RegistrationInput> & { version: number },
) => admin("PUT", `/api/admin/registrations/${id}`, { ...validRegistration(), ...changes });

/** « Marquer payé »: a payment received for registration `id`, recorded by hand. */
export const markPaid = (
  admin: StaffRequest<"POST">,
  id: number,
  payment: { paidAt: string; amount: string; bankLabel?: string },
) => admin("POST", `/api/admin/registrations/${id}/payment/mark-paid`, payment);
