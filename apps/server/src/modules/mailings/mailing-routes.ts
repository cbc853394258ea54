import {
  ADMIN_AUDIENCES,
  createMailingSchema,
  type MailingAudience,
  type MailingDetail,
  type MailingList,
  type MailingListRow,
  type MailingPreview,
  mailingAudienceCountSchema,
  mailingKindsFor,
  mayWriteTo,
  STAFF_ACCESS,
} from "@congres/shared";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf, sessionRole } from "../../services/audit/audit-repository.ts";
import { idParamsSchema, NOT_FOUND_MESSAGE } from "../../services/lists/admin-list.ts";
import { mailingsWithWaitingMails } from "../../services/mail/outbox-mailings.ts";
import { enqueueMails } from "../../services/mail/outbox-repository.ts";
import { renderTemplate } from "../../services/mail/render-template.ts";
import { formErrorsSchema, messageAnswers, noBodySchema } from "../http-schemas.ts";
import { resolveAudience } from "./mailing-audiences.ts";
import { mailingTitle } from "./mailing-placeholders.ts";
import {
  findMailing,
  listMailings,
  type Mailing,
  type MailingInput,
  mailingFailures,
  mailingProgress,
  shownStatus,
} from "./mailing-repository.ts";
import {
  countSchema,
  listSchema,
  mailingSchema,
  paymentReminderSchema,
  previewQuerySchema,
  previewSchema,
  recipientsQuerySchema,
  recipientsSchema,
  written,
} from "./mailing-route-schemas.ts";
import { paymentReminderTexts } from "./mailing-texts.ts";
import {
  cancelMailing,
  compileMailing,
  createMailing,
  deleteMailing,
  fillFor,
  isRefusal,
  mailingMail,
  pickRecipient,
  queueTestMail,
  sendMailing,
  updateMailing,
} from "./mailing-workflow.ts";

export const mailingMessages = {
  committeeAudience:
    "Accès réservé : le comité scientifique écrit aux auteurs et aux relecteurs seulement.",
  adminAudience: "Accès réservé : seul un administrateur écrit aux comptes de l'équipe.",
  refusedText: (reason: string) =>
    `Ce brouillon ne peut être ni prévisualisé ni envoyé : ${reason} Modifiez-le.`,
  changed: "Ce brouillon vient d'être modifié : relisez son aperçu, puis envoyez-le à nouveau.",
  notDeletable:
    "Cet envoi est parti (ou a été annulé) : il reste dans l'historique et ne peut pas être supprimé.",
  notDraft: "Cet envoi est déjà parti : il ne peut être envoyé qu'une fois.",
  notEditable:
    "Cet envoi est déjà parti (ou annulé) : il ne peut plus être modifié. Rédigez-en un nouveau.",
  empty: "Personne ne correspond à ce public : rien n'a été envoyé.",
  notRecipient: "Cette adresse ne fait pas partie du public de cet envoi.",
  notSending: "Cet envoi n'est pas en cours : il n'y a rien à annuler.",
} as const;

const config = { roles: STAFF_ACCESS.mailings };

/**
 * Mailings to a filtered group (issue #26, decision 0048): compose, count, preview, test to
 * oneself, send (the frozen set queued, paced by the worker), progress and cancelling.
 */
export const mailingRoutes: FastifyPluginAsyncZod = async (app) => {
  const refuseAudience = (request: FastifyRequest, reply: FastifyReply, kind: string) => {
    const role = sessionRole(request);
    if (mayWriteTo(role, kind as MailingAudience["kind"])) return false;
    const message = ADMIN_AUDIENCES.includes(kind as MailingAudience["kind"])
      ? mailingMessages.adminAudience
      : mailingMessages.committeeAudience;
    void reply.code(403).send({ message });
    return true;
  };

  /** The mailing of `:id` if this person may use it; the answer sent otherwise. */
  const mailingFor = async (request: FastifyRequest, reply: FastifyReply, id: number) => {
    const mailing = await findMailing(app.db, id);
    if (!mailing) {
      void reply.code(404).send({ message: NOT_FOUND_MESSAGE });
      return undefined;
    }
    return refuseAudience(request, reply, mailing.audience.kind) ? undefined : mailing;
  };

  /** The audience allowed to this person and every text compiled; else the refusal sent. */
  const refuseInput = (request: FastifyRequest, reply: FastifyReply, input: MailingInput) => {
    if (refuseAudience(request, reply, input.audience.kind)) return true;
    const compiled = compileMailing(input, input.audience);
    if (!isRefusal(compiled)) return false;
    void reply
      .code(422)
      .send({ message: compiled.message, errors: { [compiled.field]: [compiled.message] } });
    return true;
  };

  const create = async (request: FastifyRequest, reply: FastifyReply, input: MailingInput) => {
    if (refuseInput(request, reply, input)) return reply;
    const created = await createMailing(app.db, input, actorOf(request), app.clock());
    return reply.code(201).send(created);
  };

  const listRoute = { config, schema: { response: { 200: listSchema } } };
  app.get("/api/admin/mailings", listRoute, async (request) => {
    const role = sessionRole(request);
    const mailings = await listMailings(app.db, mailingKindsFor(role));
    const waiting = await mailingsWithWaitingMails(
      app.db,
      mailings.filter((mailing) => mailing.status === "sending").map((mailing) => mailing.id),
    );
    const data: MailingListRow[] = mailings.map((mailing) => ({
      id: mailing.id,
      kind: mailing.audience.kind,
      status: shownStatus(mailing.status, waiting.has(mailing.id)),
      title: mailingTitle(mailing.subject.fr, mailing.audience.kind),
      recipients: mailing.row.recipients ?? 0,
      created_at: mailing.row.created_at,
      created_by_email: mailing.row.created_by_email,
      sent_at: mailing.row.sent_at,
    }));
    const list: MailingList = { data, smtp_configured: app.mail.smtpConfigured };
    return list;
  });

  app.post(
    "/api/admin/mailings",
    { config, schema: { body: createMailingSchema, response: written } },
    async (request, reply) => create(request, reply, request.body),
  );

  /** "Modifier": a draft's audience and texts replaced, while nothing of it is queued. */
  app.put(
    "/api/admin/mailings/:id",
    {
      config,
      schema: {
        params: idParamsSchema,
        body: createMailingSchema,
        response: { 200: mailingSchema, ...messageAnswers(403, 404, 409), 422: formErrorsSchema },
      },
    },
    async (request, reply) => {
      const mailing = await mailingFor(request, reply, request.params.id);
      if (!mailing) return reply;
      if (mailing.status !== "draft") {
        return reply.code(409).send({ message: mailingMessages.notEditable });
      }
      const input = request.body;
      if (refuseInput(request, reply, input)) return reply;
      const updated = await updateMailing(app.db, mailing, input, actorOf(request), app.clock());
      // Sent between the read and the update: its mails are queued, the draft is no more.
      if (!updated) return reply.code(409).send({ message: mailingMessages.notEditable });
      return updated;
    },
  );

  /** "Supprimer": a draft only; a mailing sent or cancelled stays in the history (409). */
  app.delete(
    "/api/admin/mailings/:id",
    {
      config,
      schema: {
        params: idParamsSchema,
        response: { 204: noBodySchema, ...messageAnswers(403, 404, 409) },
      },
    },
    async (request, reply) => {
      const mailing = await mailingFor(request, reply, request.params.id);
      if (!mailing) return reply;
      const deleted =
        mailing.status === "draft" &&
        (await deleteMailing(app.db, mailing, actorOf(request), app.clock()));
      if (!deleted) return reply.code(409).send({ message: mailingMessages.notDeletable });
      return reply.code(204).send();
    },
  );

  app.post(
    "/api/admin/mailings/payment-reminder",
    {
      config: { roles: STAFF_ACCESS.office },
      schema: { body: paymentReminderSchema, response: written },
    },
    async (request, reply) =>
      create(request, reply, {
        audience: { kind: "payment_reminder", days: request.body.days },
        ...paymentReminderTexts(app.mail.settings.bankTransfer),
      }),
  );

  app.post(
    "/api/admin/mailings/count",
    {
      config,
      schema: {
        body: mailingAudienceCountSchema,
        response: { 200: countSchema, ...messageAnswers(403) },
      },
    },
    async (request, reply) => {
      const { audience } = request.body;
      if (refuseAudience(request, reply, audience.kind)) return reply;
      return { recipients: (await resolveAudience(app.db, audience, app.clock())).length };
    },
  );

  app.get(
    "/api/admin/mailings/:id",
    {
      config,
      schema: {
        params: idParamsSchema,
        response: { 200: mailingSchema, ...messageAnswers(403, 404) },
      },
    },
    async (request, reply) => {
      const mailing = await mailingFor(request, reply, request.params.id);
      if (!mailing) return reply;
      const [progress, failures] = await Promise.all([
        mailingProgress(app.db, mailing.id),
        mailingFailures(app.db, mailing.id),
      ]);
      const recipients =
        mailing.status === "draft"
          ? (await resolveAudience(app.db, mailing.audience, app.clock())).length
          : (mailing.row.recipients ?? 0);
      const detail: MailingDetail = {
        id: mailing.id,
        title: mailingTitle(mailing.subject.fr, mailing.audience.kind),
        status: shownStatus(mailing.status, progress.waiting > 0),
        audience: mailing.audience,
        subject: mailing.subject,
        body: mailing.body,
        created_at: mailing.row.created_at,
        created_by_email: mailing.row.created_by_email,
        sent_at: mailing.row.sent_at,
        sent_by_email: mailing.row.sent_by_email,
        recipients,
        progress,
        failures,
      };
      return detail;
    },
  );

  app.get(
    "/api/admin/mailings/:id/recipients",
    {
      config,
      schema: {
        params: idParamsSchema,
        querystring: recipientsQuerySchema,
        response: {
          200: recipientsSchema,
          ...messageAnswers(403, 404),
        },
      },
    },
    async (request, reply) => {
      const mailing = await mailingFor(request, reply, request.params.id);
      if (!mailing) return reply;
      const words = request.query.q.toLowerCase().split(/\s+/).filter(Boolean);
      const everyone = await resolveAudience(app.db, mailing.audience, app.clock());
      const matching = everyone.filter((recipient) =>
        words.every((word) =>
          `${recipient.name} ${recipient.address}`.toLowerCase().includes(word),
        ),
      );
      return {
        data: matching.slice(0, 50).map(({ name, address }) => ({ name, address })),
        total: matching.length,
      };
    },
  );

  /**
   * The recipient's mail as it will leave: their language, their values, the mail's frame; else
   * the answer sent — a draft stored with a text today's rules refuse (a loop saved before issue
   * #36) is refused before anything reads its audience or fills it.
   */
  const previewFor = async (reply: FastifyReply, mailing: Mailing, address: string | undefined) => {
    const compiled = compileMailing(mailing, mailing.audience);
    if (isRefusal(compiled)) {
      void reply.code(409).send({ message: mailingMessages.refusedText(compiled.message) });
      return undefined;
    }
    const recipient = pickRecipient(
      await resolveAudience(app.db, mailing.audience, app.clock()),
      address,
    );
    if (!recipient) {
      void reply.code(404).send({ message: mailingMessages.notRecipient });
      return undefined;
    }
    return { recipient, mail: mailingMail(fillFor(compiled, recipient), recipient, undefined) };
  };

  app.get(
    "/api/admin/mailings/:id/preview",
    {
      config,
      schema: {
        params: idParamsSchema,
        querystring: previewQuerySchema,
        response: { 200: previewSchema, ...messageAnswers(403, 404, 409) },
      },
    },
    async (request, reply) => {
      const mailing = await mailingFor(request, reply, request.params.id);
      if (!mailing) return reply;
      const found = await previewFor(reply, mailing, request.query.recipient);
      if (!found) return reply;
      const { html, text } = await renderTemplate(found.mail.data, app.mail.settings.edition);
      const preview: MailingPreview = {
        to: found.mail.to,
        language: found.recipient.language,
        subject: found.mail.subject,
        html,
        text,
      };
      return preview;
    },
  );

  app.post(
    "/api/admin/mailings/:id/test",
    {
      config,
      schema: {
        params: idParamsSchema,
        body: previewQuerySchema.optional(),
        response: {
          202: z.object({ to: z.string(), as: z.string() }),
          ...messageAnswers(403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const mailing = await mailingFor(request, reply, request.params.id);
      if (!mailing) return reply;
      const found = await previewFor(reply, mailing, request.body?.recipient);
      if (!found) return reply;
      const actor = actorOf(request);
      const to = { name: request.sessionUser?.name ?? actor.email, address: actor.email };
      await queueTestMail(
        app.db,
        mailing,
        { ...found.mail, to, subject: `[Essai] ${found.mail.subject}` },
        { actor, now: app.clock(), messageIdDomain: app.mail.settings.messageIdDomain },
      );
      app.mail.queued();
      return reply.code(202).send({ to: to.address, as: found.recipient.address });
    },
  );

  app.post(
    "/api/admin/mailings/:id/send",
    {
      config,
      schema: {
        params: idParamsSchema,
        response: {
          200: z.object({ id: z.number().int(), recipients: z.number().int() }),
          ...messageAnswers(403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const mailing = await mailingFor(request, reply, request.params.id);
      if (!mailing) return reply;
      const now = app.clock();
      const outcome = await sendMailing(app.db, mailing.id, actorOf(request), now, (trx, mails) =>
        enqueueMails(trx, mails, app.mail.settings.messageIdDomain, now).then(() => undefined),
      );
      if (!outcome.sent) {
        if (outcome.reason === "not_found") {
          return reply.code(404).send({ message: NOT_FOUND_MESSAGE });
        }
        const message =
          outcome.reason === "refused"
            ? mailingMessages.refusedText(outcome.message)
            : outcome.reason === "empty"
              ? mailingMessages.empty
              : outcome.reason === "changed"
                ? mailingMessages.changed
                : mailingMessages.notDraft;
        return reply.code(409).send({ message });
      }
      app.mail.queued();
      return { id: mailing.id, recipients: outcome.recipients };
    },
  );

  app.post(
    "/api/admin/mailings/:id/cancel",
    {
      config,
      schema: {
        params: idParamsSchema,
        response: {
          200: z.object({ withdrawn: z.number().int() }),
          ...messageAnswers(403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const mailing = await mailingFor(request, reply, request.params.id);
      if (!mailing) return reply;
      if (mailing.status !== "sending") {
        return reply.code(409).send({ message: mailingMessages.notSending });
      }
      const withdrawn = await cancelMailing(app.db, mailing, actorOf(request), app.clock());
      return { withdrawn };
    },
  );
};
