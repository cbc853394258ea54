import { registrationSchema } from "@congres/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { refuseWhenClosed } from "../deadlines/closing-times.ts";
import { createdWithReferenceSchema } from "../http-schemas.ts";
import { createRegistration } from "./create-registration.ts";

export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/registration",
    {
      schema: { body: registrationSchema, response: { 201: createdWithReferenceSchema } },
      preValidation: refuseWhenClosed("registration"),
    },
    async (request, reply) => {
      return reply.code(201).send(await createRegistration(app, request.body));
    },
  );
};
