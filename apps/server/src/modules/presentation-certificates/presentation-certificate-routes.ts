import { STAFF_ACCESS } from "@congres/shared";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requestLocale } from "../../services/languages/request-locale.ts";
import { idParamsSchema, NOT_FOUND_MESSAGE } from "../../services/lists/admin-list.ts";
import { sendPdf } from "../../services/pdf/pdf-reply.ts";
import { pdfAnswers } from "../http-schemas.ts";
import { ownSubmissionOnly } from "../space-submissions/own-submission-guard.ts";
import {
  type PresentationCertificateOutcome,
  presentationCertificate,
  refusalIn,
} from "./presentation-certificate.ts";

const certificateAnswers = pdfAnswers("L'attestation de présentation.", 404, 409);

/**
 * Certificates of presentation (issue #39, decision 0080): the presenting author's (or the
 * submitter's) from « Mon espace » — 404 for a submission not hers, before anything else — and
 * staff's from the submission's page, with the page's roles. The same PDF for both.
 */
export const presentationCertificateRoutes: FastifyPluginAsyncZod = async (app) => {
  const certificateOf = (id: number) =>
    presentationCertificate(app.db, id, { edition: app.mail.context.edition, now: app.clock() });
  const send = (
    reply: FastifyReply,
    outcome: PresentationCertificateOutcome,
    refusal: (why: Extract<PresentationCertificateOutcome, { kind: "refused" }>["why"]) => string,
    notFound: string,
  ) => {
    if (outcome.kind === "not_found") return reply.code(404).send({ message: notFound });
    if (outcome.kind === "refused") return reply.code(409).send({ message: refusal(outcome.why) });
    return sendPdf(reply, outcome.fileName, outcome.pdf);
  };

  app.get(
    "/api/space/submissions/:id/certificate.pdf",
    {
      schema: { params: idParamsSchema, response: certificateAnswers },
      preValidation: ownSubmissionOnly,
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      return send(
        reply,
        await certificateOf(request.params.id),
        (why) => refusalIn(locale, why),
        NOT_FOUND_MESSAGE,
      );
    },
  );

  app.get(
    "/api/admin/submissions/:id/certificate.pdf",
    {
      config: { roles: STAFF_ACCESS.committee },
      schema: { params: idParamsSchema, response: certificateAnswers },
    },
    async (request, reply) =>
      send(
        reply,
        await certificateOf(request.params.id),
        (why) => refusalIn("fr", why),
        NOT_FOUND_MESSAGE,
      ),
  );
};
