import { contactSchema, makeContactSchema } from "@congres/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { localizedBodies } from "../../services/languages/localized-bodies.ts";
import { requestLocale } from "../../services/languages/request-locale.ts";
import { createdSchema } from "../http-schemas.ts";
import { receiveContactMessage } from "./contact-workflow.ts";

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/contact",
    {
      schema: { body: contactSchema, response: { 201: createdSchema } },
      config: { localizedBody: localizedBodies(makeContactSchema) },
    },
    async (request, reply) => {
      const id = await receiveContactMessage(
        app.db,
        app.mail,
        request.body,
        requestLocale(request),
      );
      return reply.code(201).send({ id });
    },
  );
};
