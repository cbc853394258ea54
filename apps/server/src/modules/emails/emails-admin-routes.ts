import {
  type Edition,
  type EmailDetail,
  type EmailRow,
  MAIL_ENTITY_TYPES,
  MAIL_STATUSES,
  type MailEntityType,
  type MailKind,
  type MailStatus,
  type MailTransportStatus,
  STAFF_ACCESS,
  valuesOf,
} from "@congres/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  idParamsSchema,
  listAnswer,
  listAnswerSchema,
  listQuerySchema,
  NOT_FOUND_MESSAGE,
} from "../../services/lists/admin-list.ts";
import { listOutbox } from "../../services/mail/outbox-list.ts";
import {
  bodiesForStaff,
  ccOf,
  countMailsByStatus,
  findMail,
  type NeverResent,
  type OutboxRow,
  resendMail,
} from "../../services/mail/outbox-repository.ts";
import { createdSchema, messageAnswers } from "../http-schemas.ts";

export const emailMessages = {
  stillQueued: "Cet e-mail est déjà en attente d'envoi.",
  draft: "Cet e-mail de décision attend sa validation : envoyez-le depuis « À envoyer ».",
  withdrawn: "Cet e-mail a été retiré avant envoi : le reçu qu'il portait est annulé.",
  secretMasked:
    "Le lien de cet e-mail n'y est plus gardé : pour un nouveau lien, renvoyez l'invitation depuis « Administrateurs », ou demandez « Mot de passe oublié ? » sur la page de connexion.",
  invalidStatus: "Statut inconnu",
  invalidEntity: "Type d'élément inconnu",
  invalidEntityId: "Identifiant invalide",
} as const;

const emailListQuerySchema = listQuerySchema.extend({
  status: z.enum(valuesOf(MAIL_STATUSES), { error: emailMessages.invalidStatus }).optional(),
  entity_type: z.enum(MAIL_ENTITY_TYPES, { error: emailMessages.invalidEntity }).optional(),
  entity_id: z.coerce
    .number({ error: emailMessages.invalidEntityId })
    .int({ error: emailMessages.invalidEntityId })
    .min(1, { error: emailMessages.invalidEntityId })
    .optional(),
});

const emailView = (row: OutboxRow): EmailRow => ({
  id: row.id,
  kind: row.kind as MailKind,
  status: row.status as MailStatus,
  to_address: row.to_address,
  to_name: row.to_name,
  subject: row.subject,
  attempts: row.attempts,
  last_error: row.last_error,
  last_attempt_at: row.last_attempt_at,
  next_attempt_at: row.next_attempt_at,
  sent_at: row.sent_at,
  created_at: row.created_at,
  entity_type: row.entity_type as MailEntityType | null,
  entity_id: row.entity_id,
});

/**
 * A mail the worker has not rendered yet is shown as it will be sent; the tokens of its links
 * masked, so that reading someone's mail does not hand over their account (decision 0056).
 */
const emailDetailView = async (row: OutboxRow, edition: Edition): Promise<EmailDetail> => {
  const { html, text } = await bodiesForStaff(row, edition);
  return {
    ...emailView(row),
    message_id: row.message_id,
    cc: ccOf(row),
    html_body: html,
    text_body: text,
    eml_file: row.eml_file,
  };
};

/** Why "Renvoyer" refuses a mail, for each status it refuses. */
const RESEND_REFUSALS: Record<NeverResent, string> = {
  queued: emailMessages.stillQueued,
  draft: emailMessages.draft,
  withdrawn: emailMessages.withdrawn,
};

// A kind or an entity is a plain string in the answer: a newer mail's kind never fails a list.
const emailRowSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  status: z.enum(valuesOf(MAIL_STATUSES)),
  to_address: z.string(),
  to_name: z.string(),
  subject: z.string(),
  attempts: z.number().int(),
  last_error: z.string(),
  last_attempt_at: z.string().nullable(),
  next_attempt_at: z.string(),
  sent_at: z.string().nullable(),
  created_at: z.string(),
  entity_type: z.string().nullable(),
  entity_id: z.number().int().nullable(),
});
const emailDetailSchema = emailRowSchema.extend({
  message_id: z.string(),
  cc: z.array(z.object({ name: z.string(), address: z.string() })),
  html_body: z.string(),
  text_body: z.string(),
  eml_file: z.string().nullable(),
});
const transportSchema = z.object({
  smtp_configured: z.boolean(),
  mail_dir: z.string().nullable(),
  counts: z.record(z.enum(valuesOf(MAIL_STATUSES)), z.number().int()),
});

/** The staff's "E-mails" screen: the outbox, the SMTP status, a mail as sent, "Renvoyer". */
export const emailsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/admin/emails",
    {
      config: { roles: STAFF_ACCESS.office },
      schema: {
        querystring: emailListQuerySchema,
        response: { 200: listAnswerSchema(emailRowSchema) },
      },
    },
    async (request) => {
      const page = await listOutbox(app.db, request.query);
      return listAnswer(page.rows.map(emailView), page);
    },
  );

  app.get(
    "/api/admin/emails/status",
    { config: { roles: STAFF_ACCESS.office }, schema: { response: { 200: transportSchema } } },
    async (): Promise<MailTransportStatus> => {
      const { mail } = app;
      return {
        smtp_configured: mail.smtpConfigured,
        mail_dir: mail.smtpConfigured ? null : mail.settings.mailDir,
        counts: await countMailsByStatus(app.db),
      };
    },
  );

  app.get(
    "/api/admin/emails/:id",
    {
      config: { roles: STAFF_ACCESS.office },
      schema: {
        params: idParamsSchema,
        response: { 200: emailDetailSchema, ...messageAnswers(404) },
      },
    },
    async (request, reply) => {
      const row = await findMail(app.db, request.params.id);
      if (!row) return reply.code(404).send({ message: NOT_FOUND_MESSAGE });
      return emailDetailView(row, app.mail.settings.edition);
    },
  );

  app.post(
    "/api/admin/emails/:id/resend",
    {
      config: { roles: STAFF_ACCESS.office },
      schema: {
        params: idParamsSchema,
        response: { 202: createdSchema, ...messageAnswers(404, 409) },
      },
    },
    async (request, reply) => {
      const row = await findMail(app.db, request.params.id);
      if (!row) return reply.code(404).send({ message: NOT_FOUND_MESSAGE });
      const queuedId = await resendMail(app.db, row.id, app.mail.settings.messageIdDomain);
      if (queuedId === undefined) {
        const refused = row.secrets_masked
          ? emailMessages.secretMasked
          : (RESEND_REFUSALS[row.status as NeverResent] ?? emailMessages.stillQueued);
        return reply.code(409).send({ message: refused });
      }
      app.mail.queued();
      return reply.code(202).send({ id: queuedId });
    },
  );
};
