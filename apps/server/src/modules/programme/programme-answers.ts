import type {
  ProgrammeConflict,
  ProgrammePublishResult,
  ProgrammeVersionRow,
  UnplacedSubmission,
} from "@congres/shared";
import { z } from "zod";

/**
 * The draft (`ProgrammeData` in snake_case: days, rooms, sessions, items) and what one edit saved
 * (a room, a day, a session, an item): given as the programme's own data model holds them; the
 * document names their frame, the admin's programme screen reads the fields.
 */
export const programmeEntrySchema = z
  .looseObject({})
  .meta({ id: "ProgrammeEntry", description: "Une partie du programme, en snake_case." });

export const programmeConflictSchema = z.object({
  code: z.string(),
  message: z.string(),
  session_ids: z.array(z.string()),
  submission_id: z.number().int().nullable(),
}) satisfies z.ZodType<Omit<ProgrammeConflict, "code"> & { code: string }>;

const unplacedSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  title: z.string(),
  status: z.string(),
  submission_type: z.string(),
  speaker: z.string(),
}) satisfies z.ZodType<UnplacedSubmission>;

export const programmeAdminViewSchema = z.object({
  draft: programmeEntrySchema,
  conflicts: z.array(programmeConflictSchema),
  unplaced_submissions: z.array(unplacedSchema),
  published_version: z.number().int().nullable(),
  draft_changed: z.boolean(),
  mail_drafts: z.number().int(),
});

export const programmePublishResultSchema = z.object({
  version: z.number().int(),
  published_at: z.string(),
  mail_drafts: z.number().int(),
}) satisfies z.ZodType<ProgrammePublishResult>;

/** 409: the draft's conflicts, published only with `confirm`. */
export const programmeConflictsSchema = z.object({
  message: z.string(),
  conflicts: z.array(programmeConflictSchema),
});

export const programmeVersionsSchema = z.object({
  data: z.array(
    z.object({
      version: z.number().int(),
      published_at: z.string(),
      published_by: z.string().nullable(),
      sessions: z.number().int(),
    }) satisfies z.ZodType<ProgrammeVersionRow>,
  ),
});
