import { contactSchema, makeContactSchema } from "@congres/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { localizedBodies } from "../../services/languages/localized-bodies.ts";
import { requestLocale } from "../../services/languages/request-locale.ts";
import { contactMails } from "../../services/mail/delegate-mails.ts";
import { createdSchema } from "../http-schemas.ts";
import { insertContactMessage } from "./contact-repository.ts";

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/contact",
    {
      schema: { body: contactSchema, response: { 201: createdSchema } },
      config: { localizedBody: localizedBodies(makeContactSchema) },
    },
    async (request, reply) => {
      const { mail } = app;
      const language = requestLocale(request);
      // The message, its acknowledgement and the staff notification commit together.
      const id = await app.db.transaction().execute(async (trx) => {
        const id = await insertContactMessage(trx, request.body, language);
        await mail.queue(trx, contactMails(id, request.body, mail.context, language));
        return id;
      });
      mail.queued();
      return reply.code(201).send({ id });
    },
  );
};
