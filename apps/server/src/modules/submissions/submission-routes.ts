import { submissionSchema } from "@congres/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createdWithReferenceSchema } from "../http-schemas.ts";
import { submissionMails } from "../mail/delegate-mails.ts";
import { withNewReference } from "../references/new-reference.ts";
import { insertSubmission } from "./submission-repository.ts";

export const submissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { mail } = app;
  const prefix = mail.settings.edition.referencePrefixes.submission;

  app.post(
    "/api/submission",
    { schema: { body: submissionSchema, response: { 201: createdWithReferenceSchema } } },
    async (request, reply) => {
      const saved = await withNewReference(prefix, (reference) =>
        // The submission, its authors and its two mails commit together, or none of them does.
        app.db.transaction().execute(async (trx) => {
          const id = await insertSubmission(trx, request.body, reference);
          await mail.queue(trx, submissionMails({ id, reference }, request.body, mail.context));
          return { id, reference };
        }),
      );
      mail.queued();
      return reply.code(201).send(saved);
    },
  );
};
