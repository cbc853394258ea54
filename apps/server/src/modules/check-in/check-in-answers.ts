import {
  CERTIFICATE_RECIPIENTS,
  type CheckInRefusal,
  type CheckInResult,
  type CheckInSettings,
  type CheckInStats,
  type CheckInToday,
  type DeskPerson,
  type DeskReferenceList,
  type DeskSearchResult,
} from "@congres/shared";
import { z } from "zod";

/** The person as the desk sees them (no phone, address, institution or e-mail). */
export const deskPersonSchema = z
  .object({
    id: z.number().int(),
    reference: z.string(),
    name: z.string(),
    participation_type: z.string(),
    payment_status: z.string(),
    amount_owed: z.number().int(),
  })
  .meta({ id: "DeskPerson" }) satisfies z.ZodType<DeskPerson>;

/** A refused scan: the sentence, the person when the reference names one, the field (422). */
export const checkInRefusalSchema = z.object({
  message: z.string(),
  registration: deskPersonSchema.optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
}) satisfies z.ZodType<CheckInRefusal>;

export const checkInResultSchema = z.object({
  registration: deskPersonSchema,
  day: z.string(),
  checked_in_at: z.string(),
  first_time: z.boolean(),
  check_in_id: z.number().int(),
  undo_until: z.string(),
}) satisfies z.ZodType<CheckInResult>;

export const deskSearchSchema = z.object({
  data: z.array(deskPersonSchema.extend({ checked_in_today: z.boolean() })),
}) satisfies z.ZodType<DeskSearchResult>;

export const deskReferencesSchema = z.object({
  day: z.string(),
  data: z.array(z.object({ reference: z.string(), payment_status: z.string() })),
}) satisfies z.ZodType<DeskReferenceList>;

export const checkInTodaySchema = z.object({
  day: z.string(),
  checked_in: z.number().int(),
  expected: z.number().int(),
  not_arrived: z.number().int(),
  checked_in_unpaid: z.number().int(),
  cash_payments: z.boolean(),
}) satisfies z.ZodType<CheckInToday>;

export const checkInStatsSchema = z.object({
  per_day: z.array(z.object({ day: z.string(), count: z.number().int() })),
  per_hour: z.array(z.object({ day: z.string(), hour: z.number().int(), count: z.number().int() })),
  by_type: z.array(
    z.object({
      participation_type: z.string(),
      label: z.string(),
      expected: z.number().int(),
      checked_in: z.number().int(),
    }),
  ),
}) satisfies z.ZodType<CheckInStats>;

export const checkInSettingsAnswerSchema = z.object({
  cash_payments: z.boolean(),
  certificates: z.enum(CERTIFICATE_RECIPIENTS),
}) satisfies z.ZodType<CheckInSettings>;

/** An undone scan: the person, as the desk now sees them. */
export const undoneSchema = z.object({ undone: z.literal(true), registration: deskPersonSchema });
