import { makeRegistrationSchema, registrationSchema } from "@congres/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { refuseWhenClosed } from "../deadlines/closing-times.ts";
import { createdWithReferenceSchema } from "../http-schemas.ts";
import { localizedBodies } from "../languages/localized-bodies.ts";
import { requestLocale } from "../languages/request-locale.ts";
import { createRegistration } from "./create-registration.ts";

export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { mail } = app;

  // Read by the registration page when the visitor opens the bank details: the server, not the
  // build, decides whether provisional details may be shown (decision 0018).
  app.get("/api/registration/bank-transfer", async (_request, reply) => {
    reply.header("Cache-Control", "no-cache");
    return mail.settings.bankTransfer;
  });

  app.post(
    "/api/registration",
    {
      schema: { body: registrationSchema, response: { 201: createdWithReferenceSchema } },
      preValidation: refuseWhenClosed("registration"),
      config: { localizedBody: localizedBodies(makeRegistrationSchema) },
    },
    async (request, reply) => {
      return reply
        .code(201)
        .send(await createRegistration(app, request.body, undefined, requestLocale(request)));
    },
  );
};
