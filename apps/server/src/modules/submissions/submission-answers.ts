import {
  type AuthorRow,
  LOCALES,
  SUBMISSION_STATUSES,
  type SubmissionDetail,
  type SubmissionRow,
  valuesOf,
} from "@congres/shared";
import { z } from "zod";
import { personAnswerShape } from "../http-schemas.ts";

/** A submission as the committee's list shows it (spec §3), typed against the shared answer. */
export const submissionRowSchema = z
  .object({
    id: z.number().int(),
    reference: z.string(),
    ...personAnswerShape,
    institution: z.string(),
    department: z.string(),
    country: z.string(),
    submission_type: z.string(),
    category: z.string(),
    title: z.string(),
    abstract: z.string(),
    keywords: z.string(),
    has_conflict_of_interest: z.boolean(),
    conflict_description: z.string(),
    accepts_terms: z.boolean(),
    accepts_review: z.boolean(),
    created_at: z.string(),
    version: z.number().int(),
    /** The language the visitor wrote in, which the mails to them use. */
    language: z.enum(LOCALES),
    status: z.enum(valuesOf(SUBMISSION_STATUSES)),
    committee_note: z.string(),
    author_message: z.string(),
    // The author's own changes and answer in « Mon espace » (decision 0073).
    edited_at: z.string().nullable().optional(),
    presentation: z.enum(["confirmed", "withdrawn"]).nullable().optional(),
    presentation_at: z.string().nullable().optional(),
    withdrawal_reason: z.string().optional(),
    presenter_registration_id: z.number().int().nullable().optional(),
  })
  .meta({ id: "Submission" }) satisfies z.ZodType<SubmissionRow>;

export const authorRowSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  affiliation: z.string(),
  country: z.string(),
  is_presenting: z.boolean(),
}) satisfies z.ZodType<AuthorRow>;

export const submissionDetailSchema = z
  .object({ submission: submissionRowSchema, authors: z.array(authorRowSchema) })
  .meta({ id: "SubmissionDetail" }) satisfies z.ZodType<SubmissionDetail>;
