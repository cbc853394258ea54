import {
  LOCALES,
  PAYMENT_STATUSES,
  type RegistrationDetail,
  type RegistrationRow,
  type RegistrationTotals,
  valuesOf,
} from "@congres/shared";
import { z } from "zod";
import { personAnswerShape } from "../http-schemas.ts";

/** A registration as the staff's list shows it (spec §3), typed against the shared answer. */
export const registrationRowSchema = z
  .object({
    id: z.number().int(),
    reference: z.string(),
    ...personAnswerShape,
    title: z.string(),
    specialty: z.string(),
    institution: z.string(),
    address: z.string(),
    city: z.string(),
    country: z.string(),
    participation_type: z.string(),
    accommodation_needed: z.boolean(),
    dietary_restrictions: z.string(),
    emergency_contact: z.string(),
    emergency_phone: z.string(),
    terms_accepted: z.boolean(),
    latin_name: z.string(),
    promo_code: z.string().nullable(),
    language: z.enum(LOCALES),
    created_at: z.string(),
    version: z.number().int(),
    duplicates: z.number().int(),
    payment_status: z.enum(valuesOf(PAYMENT_STATUSES)),
    amount_due_centimes: z.number().int(),
    amount_received_centimes: z.number().int(),
    paid_at: z.string().nullable(),
    bank_label: z.string(),
    staff_note: z.string(),
  })
  .meta({ id: "Registration" }) satisfies z.ZodType<RegistrationRow>;

export const registrationDetailSchema = registrationRowSchema
  .extend({
    undoable: z
      .object({ audit_id: z.number().int(), action: z.string(), created_at: z.string() })
      .nullable(),
    receipts: z.array(
      z.object({
        number: z.string(),
        amount_centimes: z.number().int(),
        paid_on: z.string(),
        issued_at: z.string(),
        cancelled_at: z.string().nullable(),
      }),
    ),
    days_attended: z.array(z.string()),
  })
  .meta({ id: "RegistrationDetail" }) satisfies z.ZodType<RegistrationDetail>;

export const registrationTotalsSchema = z.object({
  count: z.number().int(),
  expected_centimes: z.number().int(),
  received_centimes: z.number().int(),
  outstanding_centimes: z.number().int(),
}) satisfies z.ZodType<RegistrationTotals>;
