import { registrationSchema, STAFF_ACCESS } from "@congres/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf, recordAudit } from "../../services/audit/audit-repository.ts";
import { createdWithReferenceSchema } from "../http-schemas.ts";
import { createRegistration } from "./create-registration.ts";

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
      const actor = actorOf(request);
      const created = await createRegistration(app, request.body, (trx, { id, reference }) =>
        recordAudit(trx, {
          actor,
          action: "registration.create",
          entity: { type: "registration", id, reference },
          at: app.clock(),
        }).then(() => undefined),
      );
      return reply.code(201).send(created);
    },
  );
};
