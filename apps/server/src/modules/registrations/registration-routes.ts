import { registrationSchema } from "@congres/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createdWithReferenceSchema } from "../http-schemas.ts";
import { registrationMails } from "../mail/delegate-mails.ts";
import { withNewReference } from "../references/new-reference.ts";
import { earlierRegistrations, insertRegistration } from "./registration-repository.ts";

export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { mail } = app;
  const prefix = mail.settings.edition.referencePrefixes.registration;

  app.post(
    "/api/registration",
    { schema: { body: registrationSchema, response: { 201: createdWithReferenceSchema } } },
    async (request, reply) => {
      const registration = request.body;
      const saved = await withNewReference(prefix, (reference) =>
        // The registration and its two mails commit together, or none of them does. The answer
        // is the same whether the address registered before: only its mails say so.
        app.db.transaction().execute(async (trx) => {
          const earlier = await earlierRegistrations(trx, registration.email);
          const id = await insertRegistration(trx, registration, reference);
          await mail.queue(
            trx,
            registrationMails({ id, reference }, registration, earlier, mail.context),
          );
          return { id, reference };
        }),
      );
      mail.queued();
      return reply.code(201).send(saved);
    },
  );
};
