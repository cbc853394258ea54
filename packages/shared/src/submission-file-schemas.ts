import { z } from "zod";
import { SUBMISSION_FILE_KINDS } from "./submission-files.ts";

/** The answers of the authors' file routes (issue #39 item 3), as the server declares them. */

export const submissionFileAnswerSchema = z.object({
  id: z.number(),
  kind: z.enum(SUBMISSION_FILE_KINDS),
  name: z.string(),
  size: z.number(),
  sha256: z.string(),
});

/** A file in a list: with its version (1, 2, …), when it came and whether a newer one replaced it. */
export const submissionFileRowSchema = submissionFileAnswerSchema.extend({
  version: z.number(),
  uploaded_at: z.string(),
  current: z.boolean(),
});

/** `GET /api/space/submissions/:id/files`: the current files and whether uploads are open. */
export const spaceSubmissionFilesSchema = z.object({
  data: z.array(submissionFileRowSchema),
  open: z.boolean(),
  closes_at: z.string().nullable(),
  /** Why uploads are closed, in her language (not accepted, past the deadline); else null. */
  closed_reason: z.string().nullable(),
});
