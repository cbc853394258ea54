import { makeSubmissionSchema, storedCountry, submissionSchema } from "@congres/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { localizedBodies } from "../../services/languages/localized-bodies.ts";
import { requestLocale } from "../../services/languages/request-locale.ts";
import { refuseWhenClosed } from "../deadlines/closing-times.ts";
import { createdWithReferenceSchema, messageAnswers } from "../http-schemas.ts";
import { createSubmission } from "./create-submission-workflow.ts";

export const submissionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/submission",
    {
      schema: {
        body: submissionSchema,
        response: { 201: createdWithReferenceSchema, ...messageAnswers(403) },
      },
      preValidation: refuseWhenClosed("submission"),
      config: {
        localizedBody: localizedBodies((catalogue) =>
          makeSubmissionSchema(catalogue, storedCountry),
        ),
      },
    },
    async (request, reply) => {
      return reply
        .code(201)
        .send(await createSubmission(app, request.body, undefined, requestLocale(request)));
    },
  );
};
