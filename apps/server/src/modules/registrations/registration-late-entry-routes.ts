import { registrationSchema, STAFF_ACCESS } from "@congres/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../services/audit/audit-repository.ts";
import { createdWithReferenceSchema } from "../http-schemas.ts";
import { auditedCreation } from "../references/audited-creation.ts";
import { createRegistration } from "./create-registration-workflow.ts";

/**
 * Staff enter a registration themselves, open or closed (a late one after the closing time): the
 * public form's schema, the same mails to the person, plus an audit line.
 */
export const registrationLateEntryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/admin/registrations",
    {
      config: { roles: STAFF_ACCESS.office },
      schema: { body: registrationSchema, response: { 201: createdWithReferenceSchema } },
    },
    async (request, reply) => {
      const { id, reference } = await createRegistration(
        app,
        request.body,
        auditedCreation(
          actorOf(request),
          { type: "registration", action: "registration.create" },
          app.clock(),
        ),
      );
      return reply.code(201).send({ id, reference });
    },
  );
};
