import {
  makeRegistrationSchema,
  registrationOrderSchema,
  registrationSchema,
  storedCountry,
} from "@congres/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ANSWER_MESSAGES } from "../../services/languages/answer-messages.ts";
import { localizedBodies } from "../../services/languages/localized-bodies.ts";
import { requestLocale } from "../../services/languages/request-locale.ts";
import { refuseWhenClosed } from "../deadlines/closing-times.ts";
import { bankDetailsSchema, createdWithReferenceSchema, messageAnswers } from "../http-schemas.ts";
import { OrderRefused } from "../registration-options/order-pricing.ts";
import { createRegistration } from "./create-registration-workflow.ts";

const messageSchema = z.object({ message: z.string() });
/** `{id, reference}` as before, and what it owes, priced at creation (decision 0075). */
const createdRegistrationSchema = createdWithReferenceSchema.extend({
  amount_due_centimes: z.number().int(),
});
const invalidSchema = messageSchema.extend({ errors: z.record(z.string(), z.array(z.string())) });

export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { mail } = app;

  // Read by the registration page when the visitor opens the bank details: the server, not the
  // build, decides whether provisional details may be shown (decision 0018).
  const bankTransfer = z.union([
    z.object({ published: z.literal(true), details: bankDetailsSchema }),
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
        body: registrationSchema.extend(registrationOrderSchema.shape),
        response: {
          201: createdRegistrationSchema,
          409: messageSchema,
          422: invalidSchema,
          ...messageAnswers(403),
        },
      },
      preValidation: refuseWhenClosed("registration"),
      config: {
        localizedBody: localizedBodies((catalogue) =>
          makeRegistrationSchema(catalogue, storedCountry).extend(registrationOrderSchema.shape),
        ),
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      const { addons, promoCode, offer, ...registration } = request.body;
      try {
        const order = { addons, promoCode, offer };
        const created = await createRegistration(app, registration, undefined, locale, order);
        return reply.code(201).send({
          id: created.id,
          reference: created.reference,
          amount_due_centimes: created.amountDueCentimes,
        });
      } catch (error) {
        if (!(error instanceof OrderRefused)) throw error;
        if (!error.field) return reply.code(409).send({ message: error.message });
        return reply.code(422).send({
          message: ANSWER_MESSAGES[locale].formInvalid,
          errors: { [error.field]: [error.message] },
        });
      }
    },
  );
};
