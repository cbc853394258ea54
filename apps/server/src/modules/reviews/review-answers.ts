import { z } from "zod";

/**
 * Peer review's answers (decision 0046): their frame and identifying fields are stated; the
 * records inside (settings, criteria, assignments, reviews, ranking rows, the plan) are given as
 * packages/shared/src/review.ts types them, and kept whole by the serializer (loose objects).
 */
const record = z.looseObject({});

export const reviewSettingsAnswerSchema = z.looseObject({ criteria_locked: z.boolean() });

export const reviewersAnswerSchema = z.object({
  data: z.array(record),
  categories: z.array(z.string()).readonly(),
});

export const reviewProfileAnswerSchema = z.object({
  id: z.number().int(),
  expertise: z.array(z.string()),
  institution: z.string(),
  language: z.string(),
});

export const assignedSchema = z.object({ assigned: z.number().int() });

export const committeeReviewsSchema = z.object({ data: z.array(record) });

export const autoAssignmentPlanSchema = record;

export const autoAssignmentSavedSchema = z.object({
  assignments: z.number().int(),
  mails: z.number().int(),
});

export const rankingPageSchema = z.looseObject({ data: z.array(record), total: z.number().int() });

export const reviewerAssignmentsSchema = z.object({
  data: z.array(record),
  deadline: z.string().nullable(),
  language: z.enum(["fr", "en"]),
});

export const reviewerAssignmentSchema = z.looseObject({ submission_id: z.number().int() });

export const reviewSavedSchema = z.object({ review: record });

export const reassignedSchema = z.object({ reassigned: z.boolean() });

export const reviewerLanguageSchema = z.object({ language: z.enum(["fr", "en"]) });
