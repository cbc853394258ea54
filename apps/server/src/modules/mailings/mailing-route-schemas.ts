import { paymentReminderAudienceSchema } from "@congres/shared";
import { z } from "zod";
import { formErrorsSchema, messageAnswers } from "../http-schemas.ts";

/** What the mailings' routes read (beside the shared forms' schemas) and answer (decision 0077). */

export const previewQuerySchema = z.object({
  recipient: z
    .string({ error: "Destinataire invalide" })
    .max(320, { error: "Destinataire invalide" })
    .optional(),
});

export const recipientsQuerySchema = z.object({
  q: z
    .string({ error: "Recherche invalide" })
    .max(200, { error: "Recherche invalide" })
    .default(""),
});

export const paymentReminderSchema = paymentReminderAudienceSchema.omit({ kind: true });

/**
 * A mailing as packages/shared/src/mailing.ts types it (`MailingDetail`): its id stated, the rest
 * (texts per language, audience, counts) kept whole by the serializer.
 */
export const mailingSchema = z.looseObject({ id: z.number().int() });
export const listSchema = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      kind: z.string(),
      status: z.string(),
      title: z.string(),
      recipients: z.number().int(),
      created_at: z.string(),
      created_by_email: z.string(),
      sent_at: z.string().nullable(),
    }),
  ),
  smtp_configured: z.boolean(),
});
export const previewSchema = z.looseObject({
  to: z.object({ name: z.string(), address: z.string() }),
  language: z.string(),
  subject: z.string(),
});
export const written = { 201: mailingSchema, ...messageAnswers(403), 422: formErrorsSchema };

export const recipientsSchema = z.object({
  data: z.array(z.object({ name: z.string(), address: z.string() })),
  total: z.number().int(),
});

export const countSchema = z.object({ recipients: z.number().int() });
