import { contactSchema } from "@congres/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createdSchema } from "../http-schemas.ts";
import { insertContactMessage } from "./contact-repository.ts";

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/contact",
    { schema: { body: contactSchema, response: { 201: createdSchema } } },
    async (request, reply) => {
      const id = await insertContactMessage(app.db, request.body);
      return reply.code(201).send({ id });
    },
  );
};
