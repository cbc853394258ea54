import { makeSubmissionSchema, storedCountry, submissionSchema } from "@congres/shared";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { inOtherLanguages, localizedBodies } from "../../services/languages/localized-bodies.ts";
import { requestLocale } from "../../services/languages/request-locale.ts";
import { idParamsSchema } from "../../services/lists/admin-list.ts";
import { closingTimeOf } from "../deadlines/closing-times.ts";
import { delegateRequest, refusedBeforeBody } from "../space/delegate-session.ts";
import { sentBy } from "../submissions/submission-space.ts";
import { storedBody } from "../submissions/submission-versions.ts";
import { editOwnSubmission, editRefusal } from "./edit-submission-workflow.ts";
import { ownSubmissionOnly } from "./own-submission-guard.ts";
import { answerPresentation, presentationRefusal } from "./presentation-workflow.ts";
import {
  SPACE_SUBMISSION_MESSAGES,
  type SpaceSubmissionMessages,
} from "./space-submission-messages.ts";

/** A withdrawal's reason, as the cancellation of a registration takes one. */
const makeWithdrawalSchema = ({ reasonRequired }: SpaceSubmissionMessages) =>
  z.object({
    reason: z
      .string({ error: reasonRequired })
      .trim()
      .min(1, { error: reasonRequired })
      .max(2000, { error: reasonRequired }),
  });

/** A refusal's sentence (404, 409), in the delegate's language. */
const messageSchema = z.object({ message: z.string() });
/** A body the form's schema refused: the sentence and each field's messages. */
const invalidSchema = z.looseObject({ message: z.string() });

/**
 * An author's own submission in « Mon espace » (issue #39 items 1 and 2). Every route answers
 * 404 for an id that is neither sent nor presented by her before anything else
 * (`ownSubmissionOnly`); the delegate session hook (modules/space) has already answered 401
 * without a session.
 */
export const spaceSubmissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const contact = () => app.mail.context.edition.contact.email;

  // What the edit form starts from: the whole body as stored, and whether it may still change.
  app.get(
    "/api/space/submissions/:id",
    {
      schema: {
        params: idParamsSchema,
        response: {
          200: z.object({
            form: z.record(z.string(), z.unknown()),
            editable: z.boolean(),
            refusal: z.string().nullable(),
          }),
          404: messageSchema,
        },
      },
      preValidation: ownSubmissionOnly,
    },
    async (request, reply) => {
      const stored = await storedBody(app.db, request.params.id);
      const mine = request.ownSubmission;
      if (!stored || !mine) return reply.callNotFound();
      const { acceptsTerms: _, acceptsReview: __, ...body } = stored.body;
      // A presenter who did not send it is not given the submitter's phone (nor can she change it).
      const form = sentBy(mine, request.delegate?.email ?? "") ? body : { ...body, phone: "" };
      const refusal = editRefusal(
        mine,
        await closingTimeOf(app, "submission"),
        requestLocale(request),
        contact(),
      );
      return { form, editable: refusal === null, refusal };
    },
  );

  app.put(
    "/api/space/submissions/:id",
    {
      schema: {
        params: idParamsSchema,
        body: submissionSchema,
        response: {
          200: z.object({ id: z.number().int(), version: z.number().int() }),
          422: invalidSchema,
          404: messageSchema,
          409: messageSchema,
        },
      },
      config: {
        localizedBody: localizedBodies((catalogue) =>
          makeSubmissionSchema(catalogue, storedCountry),
        ),
      },
      preValidation: [
        ownSubmissionOnly,
        // Closed or decided: told so before the body is checked, as a closed form.
        refusedBeforeBody(async (request) => {
          const mine = request.ownSubmission;
          if (!mine) return null;
          const closing = await closingTimeOf(app, "submission");
          return editRefusal(mine, closing, requestLocale(request), contact());
        }),
      ],
    },
    async (request, reply) => {
      const outcome = await editOwnSubmission(app.db, {
        id: request.params.id,
        ...delegateRequest(request),
        closing: await closingTimeOf(app, "submission"),
        contactEmail: contact(),
        submission: request.body,
      });
      if (outcome.kind === "not_found") return reply.callNotFound();
      if (outcome.kind === "refused") return reply.code(409).send({ message: outcome.message });
      return { id: request.params.id, version: outcome.version };
    },
  );

  // Before the body: not hers (404), then not yet or no more (409), as a closed form.
  const presentationGuards = [
    ownSubmissionOnly,
    refusedBeforeBody(async (request) => {
      const mine = request.ownSubmission;
      return mine && presentationRefusal(mine, requestLocale(request));
    }),
  ];
  /** Confirms or withdraws as the signed-in delegate; answers as the routes do. */
  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    id: number,
    choice: { answer: "confirm" } | { answer: "withdraw"; reason: string },
  ) {
    const outcome = await answerPresentation(app.db, {
      ...choice,
      id,
      ...delegateRequest(request),
    });
    if (outcome.kind === "not_found") return reply.callNotFound();
    if (outcome.kind === "refused") return reply.code(409).send({ message: outcome.message });
    return { presentation: outcome.presentation };
  }
  const presentationAnswer = {
    200: z.object({ presentation: z.enum(["confirmed", "withdrawn"]) }),
    404: messageSchema,
    409: messageSchema,
  };

  app.post(
    "/api/space/submissions/:id/confirm",
    {
      schema: { params: idParamsSchema, response: presentationAnswer },
      preValidation: presentationGuards,
    },
    (request, reply) => answer(request, reply, request.params.id, { answer: "confirm" }),
  );

  app.post(
    "/api/space/submissions/:id/withdraw",
    {
      schema: {
        params: idParamsSchema,
        body: makeWithdrawalSchema(SPACE_SUBMISSION_MESSAGES.fr),
        response: { ...presentationAnswer, 422: invalidSchema },
      },
      config: {
        localizedBody: inOtherLanguages((locale) =>
          makeWithdrawalSchema(SPACE_SUBMISSION_MESSAGES[locale]),
        ),
      },
      preValidation: presentationGuards,
    },
    (request, reply) =>
      answer(request, reply, request.params.id, {
        answer: "withdraw",
        reason: request.body.reason,
      }),
  );
};
