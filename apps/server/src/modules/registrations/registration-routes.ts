import { makeRegistrationSchema, registrationSchema, storedCountry } from "@congres/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ANSWER_MESSAGES } from "../../services/languages/answer-messages.ts";
import { localizedBodies } from "../../services/languages/localized-bodies.ts";
import { requestLocale } from "../../services/languages/request-locale.ts";
import { refuseWhenClosed } from "../deadlines/closing-times.ts";
import { createdWithReferenceSchema, messageAnswers } from "../http-schemas.ts";
import { createRegistration } from "./create-registration-workflow.ts";

export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { mail } = app;

  // Read by the registration page when the visitor opens the bank details: the server, not the
  // build, decides whether provisional details may be shown (decision 0018).
  const bankTransfer = z.union([
    z.object({
      published: z.literal(true),
      details: z.object({
        accountHolder: z.string(),
        bank: z.string(),
        rib: z.string(),
        iban: z.string(),
        swift: z.string(),
        reference: z.string(),
      }),
    }),
    z.object({ published: z.literal(false), message: z.string() }),
  ]);
  const bankRoute = { schema: { response: { 200: bankTransfer } } };
  app.get("/api/registration/bank-transfer", bankRoute, async (request, reply) => {
    reply.header("Cache-Control", "no-cache");
    // Its wording varies with Accept-Language: a shared cache keeps one copy per language.
    reply.header("Vary", "Accept-Language");
    const answer = mail.settings.bankTransfer;
    if (answer.published) return answer;
    return { ...answer, message: ANSWER_MESSAGES[requestLocale(request)].bankDetailsWithheld };
  });

  app.post(
    "/api/registration",
    {
      schema: {
        body: registrationSchema,
        response: { 201: createdWithReferenceSchema, ...messageAnswers(403) },
      },
      preValidation: refuseWhenClosed("registration"),
      config: {
        localizedBody: localizedBodies((catalogue) =>
          makeRegistrationSchema(catalogue, storedCountry),
        ),
      },
    },
    async (request, reply) => {
      return reply
        .code(201)
        .send(await createRegistration(app, request.body, undefined, requestLocale(request)));
    },
  );
};
