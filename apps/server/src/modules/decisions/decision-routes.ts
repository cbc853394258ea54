import {
  bulkDecisionSchema,
  decisionMailEditSchema,
  decisionMailSendSchema,
  LOCALES,
  STAFF_ACCESS,
  submissionDecisionSchema,
} from "@congres/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorAndTime } from "../../services/audit/audit-repository.ts";
import { idParamsSchema, NOT_FOUND_MESSAGE } from "../../services/lists/admin-list.ts";
import { messageAnswers } from "../http-schemas.ts";
import { submissionDetailSchema } from "../submissions/submission-answers.ts";
import { findSubmission } from "../submissions/submission-decisions.ts";
import { submissionDetail } from "../submissions/submission-detail.ts";
import {
  editDecisionDraft,
  listDecisionDrafts,
  sendDecisionDrafts,
} from "./decision-mail-workflow.ts";
import { applyDecision, type DecisionContext } from "./decision-workflow.ts";

export const decisionMessages = {
  noneFound: "Aucune des soumissions sélectionnées n'existe encore.",
  alreadySent: "Cet e-mail a déjà été envoyé : il ne peut plus être modifié.",
} as const;

const draftSchema = z.object({
  id: z.number().int(),
  kind: z.enum(["submission_decision", "programme_placement"]),
  decision: z.string().nullable(),
  submission_id: z.number().int().nullable(),
  reference: z.string(),
  title: z.string(),
  to_name: z.string(),
  to_address: z.string(),
  cc: z.array(z.object({ name: z.string(), address: z.string() })),
  subject: z.string(),
  body: z.string(),
  language: z.enum(LOCALES),
  created_at: z.string(),
});

/**
 * The committee's decisions (one submission from its detail, or a selection from the list), each
 * audited and leaving a decision e-mail draft; and "À envoyer": the drafts, their edit, sending.
 */
export const decisionRoutes: FastifyPluginAsyncZod = async (app) => {
  const contextOf = (request: FastifyRequest): DecisionContext => ({
    ...actorAndTime(request),
    edition: app.mail.settings.edition,
    messageIdDomain: app.mail.settings.messageIdDomain,
  });

  app.put(
    "/api/admin/submissions/:id/decision",
    {
      config: { roles: STAFF_ACCESS.committee },
      schema: {
        params: idParamsSchema,
        body: submissionDecisionSchema,
        response: { 200: submissionDetailSchema, ...messageAnswers(404) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const outcome = await applyDecision(app.db, [id], request.body, contextOf(request));
      const row = outcome.found > 0 ? await findSubmission(app.db, id) : undefined;
      if (!row) return reply.code(404).send({ message: NOT_FOUND_MESSAGE });
      return submissionDetail(app.db, row);
    },
  );

  app.post(
    "/api/admin/submissions/decisions",
    {
      config: { roles: STAFF_ACCESS.committee },
      schema: {
        body: bulkDecisionSchema,
        response: {
          200: z.object({ updated: z.number().int(), drafts: z.number().int() }),
          ...messageAnswers(404),
        },
      },
    },
    async (request, reply) => {
      const { ids, status, includeReviewComments } = request.body;
      const outcome = await applyDecision(
        app.db,
        ids,
        { status, includeReviewComments },
        contextOf(request),
      );
      if (outcome.found === 0) return reply.code(404).send({ message: decisionMessages.noneFound });
      return { updated: outcome.updated, drafts: outcome.drafts };
    },
  );

  const committee = { roles: STAFF_ACCESS.committee };
  const drafts = {
    config: committee,
    schema: { response: { 200: z.object({ data: z.array(draftSchema) }) } },
  };
  app.get("/api/admin/decision-mails", drafts, async () => ({
    data: await listDecisionDrafts(app.db),
  }));

  app.put(
    "/api/admin/decision-mails/:id",
    {
      config: { roles: STAFF_ACCESS.committee },
      schema: {
        params: idParamsSchema,
        body: decisionMailEditSchema,
        response: { 200: draftSchema, ...messageAnswers(404, 409) },
      },
    },
    async (request, reply) => {
      const outcome = await editDecisionDraft(app.db, request.params.id, request.body);
      if (outcome.kind === "not_found") return reply.code(404).send({ message: NOT_FOUND_MESSAGE });
      if (outcome.kind === "not_draft")
        return reply.code(409).send({ message: decisionMessages.alreadySent });
      return outcome.draft;
    },
  );

  app.post(
    "/api/admin/decision-mails/send",
    {
      config: committee,
      schema: {
        body: decisionMailSendSchema,
        response: { 200: z.object({ mails: z.number().int(), recipients: z.number().int() }) },
      },
    },
    async (request) => {
      const sent = await sendDecisionDrafts(app.db, request.body.ids, {
        ...actorAndTime(request),
      });
      if (sent.mails > 0) app.mail.queued();
      return sent;
    },
  );
};
