import { registrationSchema } from "@congres/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createdWithReferenceSchema } from "../http-schemas.ts";
import { registrationMails } from "../mail/delegate-mails.ts";
import { withNewReference } from "../references/new-reference.ts";
import { insertRegistration } from "./registration-repository.ts";

export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { mail } = app;
  const prefix = mail.settings.edition.referencePrefixes.registration;

  // Read by the registration page when the visitor opens the bank details: the server, not the
  // build, decides whether provisional details may be shown (decision 0018).
  app.get("/api/registration/bank-transfer", async (_request, reply) => {
    reply.header("Cache-Control", "no-cache");
    return mail.settings.bankTransfer;
  });

  app.post(
    "/api/registration",
    { schema: { body: registrationSchema, response: { 201: createdWithReferenceSchema } } },
    async (request, reply) => {
      const saved = await withNewReference(prefix, async (reference) => {
        const mails = await registrationMails(reference, request.body, mail.context);
        // The registration and its two mails commit together, or none of them does.
        return app.db.transaction().execute(async (trx) => {
          const id = await insertRegistration(trx, request.body, reference);
          await mail.queue(trx, await mails.withId(id));
          return { id, reference };
        });
      });
      mail.queued();
      return reply.code(201).send(saved);
    },
  );
};
