import { contactSchema } from "@congres/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createdSchema } from "../http-schemas.ts";
import { contactMails } from "../mail/delegate-mails.ts";
import { insertContactMessage } from "./contact-repository.ts";

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/contact",
    { schema: { body: contactSchema, response: { 201: createdSchema } } },
    async (request, reply) => {
      const { mail } = app;
      // The message, its acknowledgement and the staff notification commit together.
      const id = await app.db.transaction().execute(async (trx) => {
        const id = await insertContactMessage(trx, request.body);
        await mail.queue(trx, contactMails(id, request.body, mail.context));
        return id;
      });
      mail.queued();
      return reply.code(201).send({ id });
    },
  );
};
