import { makeCancellationSchema, VALIDATION_MESSAGES } from "@congres/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ANSWER_MESSAGES } from "../../services/languages/answer-messages.ts";
import { inOtherLanguages } from "../../services/languages/localized-bodies.ts";
import { idParamsSchema } from "../../services/lists/admin-list.ts";
import { formErrorsSchema, messageAnswers } from "../http-schemas.ts";
import { delegateRequest } from "../space/delegate-session.ts";
import { ownRegistrationOnly } from "../space-registrations/delegate-guard.ts";
import { cancelOwnRegistration } from "./cancel-workflow.ts";

/**
 * `POST /api/space/registrations/:id/cancel {reason, refundIban?}` (issue #38 item 3): 200
 * `{outcome: "cancelled"}` when nothing was received, 201 `{outcome: "requested", request_id}`
 * for a request to refund; 404 for an id not hers (before validation), 409 with a sentence, 422
 * `{message, errors}` in her language (nothing written).
 */
export const cancellationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/space/registrations/:id/cancel",
    {
      schema: {
        params: idParamsSchema,
        body: makeCancellationSchema(VALIDATION_MESSAGES.fr, "fr"),
        response: {
          200: z.object({ outcome: z.literal("cancelled"), payment_status: z.literal("annulee") }),
          201: z.object({ outcome: z.literal("requested"), request_id: z.number().int() }),
          ...messageAnswers(404, 409),
          422: formErrorsSchema,
        },
      },
      config: {
        localizedBody: inOtherLanguages((locale) =>
          makeCancellationSchema(VALIDATION_MESSAGES[locale], locale),
        ),
      },
      preValidation: ownRegistrationOnly,
    },
    async (request, reply) => {
      const asked = delegateRequest(request);
      const outcome = await cancelOwnRegistration(app.db, {
        id: request.params.id,
        ...asked,
        mail: app.mail,
        input: request.body,
      });
      switch (outcome.kind) {
        case "not_found":
          return reply.callNotFound();
        case "refused":
          return reply.code(409).send({ message: outcome.message });
        case "invalid":
          return reply.code(422).send({
            message: ANSWER_MESSAGES[asked.locale].formInvalid,
            errors: { [outcome.field]: [outcome.message] },
          });
        case "cancelled":
          return { outcome: "cancelled" as const, payment_status: "annulee" as const };
        case "requested":
          return reply
            .code(201)
            .send({ outcome: "requested" as const, request_id: outcome.requestId });
      }
    },
  );
};
