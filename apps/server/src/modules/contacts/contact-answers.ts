import { type ContactRow, LOCALES } from "@congres/shared";
import { z } from "zod";
import { personAnswerShape } from "../http-schemas.ts";

/** A contact message as the staff's list and detail show it (spec §3). */
export const contactRowSchema = z
  .object({
    id: z.number().int(),
    ...personAnswerShape,
    institution: z.string(),
    subject: z.string(),
    message: z.string(),
    created_at: z.string(),
    version: z.number().int(),
    /** The language the visitor wrote in, which the mails to them use. */
    language: z.enum(LOCALES),
  })
  .meta({ id: "ContactMessage" }) satisfies z.ZodType<ContactRow>;
