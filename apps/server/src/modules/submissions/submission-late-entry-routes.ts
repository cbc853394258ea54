import { STAFF_ACCESS, submissionSchema } from "@congres/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../services/audit/audit-repository.ts";
import { createdWithReferenceSchema } from "../http-schemas.ts";
import { auditedCreation } from "../references/audited-creation.ts";
import { createSubmission } from "./create-submission-workflow.ts";

/**
 * The committee enter a submission themselves, open or closed (a late one after the closing
 * time): the public form's schema, the same mails to the authors, plus an audit line.
 */
export const submissionLateEntryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/admin/submissions",
    {
      config: { roles: STAFF_ACCESS.committee },
      schema: { body: submissionSchema, response: { 201: createdWithReferenceSchema } },
    },
    async (request, reply) => {
      const created = await createSubmission(
        app,
        request.body,
        auditedCreation(
          actorOf(request),
          { type: "submission", action: "submission.create" },
          app.clock(),
        ),
      );
      return reply.code(201).send(created);
    },
  );
};
