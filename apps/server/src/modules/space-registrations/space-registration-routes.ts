import { makeSelfUpdateSchema, storedCountry, VALIDATION_MESSAGES } from "@congres/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { localizedBodies } from "../../services/languages/localized-bodies.ts";
import { requestLocale } from "../../services/languages/request-locale.ts";
import { idParamsSchema } from "../../services/lists/admin-list.ts";
import { sendPdf } from "../../services/pdf/pdf-reply.ts";
import { messageAnswers, pdfAnswers } from "../http-schemas.ts";
import { delegateRegistration } from "../registrations/registration-self-service.ts";
import { delegateRequest, refusedBeforeBody } from "../space/delegate-session.ts";
import { changeDeadlineOf } from "./change-deadline.ts";
import { ownRegistrationOnly } from "./delegate-guard.ts";
import { changeRefusal, updateOwnRegistration } from "./self-update-workflow.ts";
import { SPACE_DOCUMENTS, type SpaceDocument, spaceDocument } from "./space-documents.ts";

const selfUpdateSchemas = localizedBodies((catalogue) =>
  makeSelfUpdateSchema(catalogue, storedCountry),
);

/**
 * A delegate's own registration in « Mon espace » (issue #38 items 3 and 4): her corrections,
 * and her receipt, badge and certificate. Every route answers 404 for an id that is not hers
 * before anything else (`ownRegistrationOnly`); the delegate session hook (modules/space) has
 * already answered 401 without a session.
 */
export const spaceRegistrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const contact = () => app.mail.context.edition.contact.email;

  app.patch(
    "/api/space/registrations/:id",
    {
      schema: {
        params: idParamsSchema,
        body: makeSelfUpdateSchema(VALIDATION_MESSAGES.fr, storedCountry),
        response: {
          200: z.object({
            id: z.number().int(),
            version: z.number().int(),
            changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
          }),
          ...messageAnswers(404, 409),
        },
      },
      config: { localizedBody: selfUpdateSchemas },
      preValidation: [
        ownRegistrationOnly,
        // Past the deadline or checked in: told so before the body is checked, as a closed form.
        refusedBeforeBody(async (request) => {
          const id = Number((request.params as { id: unknown }).id);
          const row = await delegateRegistration(app.db, id, request.delegate?.email ?? "");
          if (!row) return null;
          const deadline = await changeDeadlineOf(app);
          return changeRefusal(app.db, row, deadline, requestLocale(request), contact());
        }),
      ],
    },
    async (request, reply) => {
      const outcome = await updateOwnRegistration(app.db, {
        id: request.params.id,
        ...delegateRequest(request),
        mail: app.mail,
        update: request.body,
        deadline: await changeDeadlineOf(app),
        extras: app.registrationExtras,
      });
      if (outcome.kind === "not_found") return reply.callNotFound();
      if (outcome.kind === "refused") return reply.code(409).send({ message: outcome.message });
      return { id: request.params.id, version: outcome.version, changes: outcome.changes };
    },
  );

  for (const document of SPACE_DOCUMENTS) {
    app.get(
      `/api/space/registrations/:id/${document}.pdf`,
      {
        schema: {
          params: idParamsSchema,
          response: pdfAnswers(`Le document (${document}) de l'inscription.`, 404, 409),
        },
        preValidation: ownRegistrationOnly,
      },
      async (request, reply) => {
        const registration = await delegateRegistration(
          app.db,
          request.params.id,
          request.delegate?.email ?? "",
        );
        if (!registration) return reply.callNotFound();
        const outcome = await spaceDocument(app.db, document as SpaceDocument, {
          registration,
          edition: app.mail.context.edition,
          now: app.clock(),
          locale: requestLocale(request),
        });
        if (outcome.kind === "not_yet") return reply.code(409).send({ message: outcome.message });
        return sendPdf(reply, outcome.fileName, outcome.pdf);
      },
    );
  }
};
