import { makeVisaLetterSchema, visaLetterSchema } from "@congres/shared";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ANSWER_MESSAGES } from "../../services/languages/answer-messages.ts";
import { localizedBodies } from "../../services/languages/localized-bodies.ts";
import { requestLocale } from "../../services/languages/request-locale.ts";
import { sendPdf } from "../../services/pdf/pdf-reply.ts";
import { messageAnswers, pdfAnswers } from "../http-schemas.ts";
import { findRegistration } from "../registrations/registration-by-id.ts";
import { delegateActor } from "../space/delegate-session.ts";
import { visaLetterSentences } from "./visa-letter-messages.ts";
import { renderVisaLetter } from "./visa-letter-pdf.ts";
import { latestVisaLetterOf } from "./visa-letter-repository.ts";
import { visaLetterSettings } from "./visa-letter-settings.ts";
import { isOffered, requestVisaLetter } from "./visa-letter-workflow.ts";

const paramsSchema = z.object({ id: z.coerce.number().int().positive() });

/** The registration `:id` when it is the signed-in delegate's (her e-mail, any case). */
async function ownRegistration(request: FastifyRequest) {
  const id = Number((request.params as { id?: string }).id);
  if (!Number.isSafeInteger(id) || id < 1) return undefined;
  const row = await findRegistration(request.server.db, id);
  const email = request.delegate?.email;
  return row && email && row.email.trim().toLowerCase() === email ? row : undefined;
}

/** Another person's id (or none) answers 404 before the body is even read (decision 0068). */
async function onlyHers(request: FastifyRequest, reply: FastifyReply) {
  if (!(await ownRegistration(request))) {
    return reply.code(404).send({ message: ANSWER_MESSAGES[requestLocale(request)].notFound });
  }
}

/**
 * The delegate's side of visa letters (decision 0070), in « Mon espace »: where her request
 * stands, the request itself, and the issued letter's PDF (409 with a sentence before approval
 * and once revoked). Every route is hers only: the space's guard has checked the session.
 */
export const visaLetterSpaceRoutes: FastifyPluginAsyncZod = async (app) => {
  const path = "/api/space/registrations/:id/visa-letter";

  const state = z.object({
    offered: z.boolean(),
    status: z.string().nullable(),
    requested_at: z.string().nullable(),
    decided_at: z.string().nullable(),
    refusal_reason: z.string().nullable(),
    revoked_at: z.string().nullable(),
    english_copy: z.boolean().nullable(),
  });
  const stateRoute = {
    schema: { params: paramsSchema, response: { 200: state, ...messageAnswers(404) } },
    preValidation: onlyHers,
  };
  app.get(path, stateRoute, async (request) => {
    const registration = await findRegistration(app.db, request.params.id);
    const letter = await latestVisaLetterOf(app.db, request.params.id);
    const { unpaid_allowed } = await visaLetterSettings(app.db);
    return {
      offered: registration ? isOffered(registration, unpaid_allowed) : false,
      status: letter?.status ?? null,
      requested_at: letter?.requested_at ?? null,
      decided_at: letter?.decided_at ?? null,
      refusal_reason: letter?.refusal_reason ?? null,
      revoked_at: letter?.revoked_at ?? null,
      english_copy: letter ? letter.english_copy === 1 : null,
    };
  });

  app.post(
    path,
    {
      schema: {
        params: paramsSchema,
        body: visaLetterSchema,
        response: {
          201: z.object({ status: z.literal("requested") }),
          ...messageAnswers(404, 409),
        },
      },
      preValidation: onlyHers,
      config: { localizedBody: localizedBodies(makeVisaLetterSchema) },
    },
    async (request, reply) => {
      const registration = await ownRegistration(request);
      if (!registration) {
        return reply.code(404).send({ message: ANSWER_MESSAGES[requestLocale(request)].notFound });
      }
      const outcome = await requestVisaLetter(app.db, {
        registration,
        request: request.body,
        actor: delegateActor(request),
        at: app.clock(),
      });
      if ("refused" in outcome) {
        return reply
          .code(409)
          .send({ message: visaLetterSentences[requestLocale(request)][outcome.refused] });
      }
      return reply.code(201).send({ status: "requested" as const });
    },
  );

  app.get(
    `${path}.pdf`,
    {
      schema: {
        params: paramsSchema,
        response: pdfAnswers("La lettre d'invitation pour le visa.", 404, 409),
      },
      preValidation: onlyHers,
    },
    async (request, reply) => {
      const letter = await latestVisaLetterOf(app.db, request.params.id);
      if (letter?.status !== "approved") {
        const sentences = visaLetterSentences[requestLocale(request)];
        return reply.code(409).send({
          message: letter?.status === "revoked" ? sentences.revoked : sentences.notIssued,
        });
      }
      const { fileName, pdf } = await renderVisaLetter(app.db, letter.id, app.mail.context.edition);
      return sendPdf(reply, fileName, pdf);
    },
  );
};
