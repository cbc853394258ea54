import {
  DECIDED_STATUSES,
  LOCALES,
  PAYMENT_STATUSES,
  type SpaceSubmission,
  valuesOf,
} from "@congres/shared";
import { z } from "zod";
import { bankDetailsSchema } from "../http-schemas.ts";

const spaceRegistrationSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  latin_name: z.string(),
  institution: z.string(),
  country: z.string(),
  phone: z.string(),
  dietary_restrictions: z.string(),
  participation_type: z.string(),
  payment_status: z.enum(valuesOf(PAYMENT_STATUSES)),
  amount_due_centimes: z.number().int(),
  amount_received_centimes: z.number().int(),
  created_at: z.string(),
  bank_transfer: z
    .object({ details: bankDetailsSchema.nullable(), transfer_reference: z.string() })
    .optional(),
});

const spaceSubmissionSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  title: z.string(),
  submission_type: z.string(),
  category: z.string(),
  authors: z.array(
    z.object({
      first_name: z.string(),
      last_name: z.string(),
      affiliation: z.string(),
      country: z.string(),
      is_presenting: z.boolean(),
    }),
  ),
  created_at: z.string(),
  decision: z.enum(DECIDED_STATUSES).optional(),
  decision_language: z.enum(LOCALES).optional(),
  decision_message: z.string().optional(),
  review_comments: z.array(z.string()).optional(),
  presentation: z.enum(["confirmed", "withdrawn"]).optional(),
}) satisfies z.ZodType<SpaceSubmission>;

/** `GET /api/space`: her registrations and submissions, found by her address. */
export const spaceAnswerSchema = z.object({
  email: z.string(),
  registrations: z.array(spaceRegistrationSchema),
  submissions: z.array(spaceSubmissionSchema),
});

export const spaceAgendaSchema = z.object({ session_ids: z.array(z.string()) });
