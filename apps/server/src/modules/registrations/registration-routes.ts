import { registrationSchema } from "@congres/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createdSchema } from "../http-schemas.ts";
import { insertRegistration } from "./registration-repository.ts";

export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/registration",
    { schema: { body: registrationSchema, response: { 201: createdSchema } } },
    async (request, reply) => {
      const id = await insertRegistration(app.db, request.body);
      return reply.code(201).send({ id });
    },
  );
};
