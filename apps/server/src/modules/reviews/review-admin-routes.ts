import {
  assignReviewerSchema,
  bulkAssignReviewerSchema,
  CATEGORY_VALUES,
  reviewProfileSchema,
  reviewSettingsSchema,
  STAFF_ACCESS,
  saveAutoAssignmentSchema,
} from "@congres/shared";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorAndTime, actorOf } from "../../services/audit/audit-repository.ts";
import { idParamsSchema, NOT_FOUND_MESSAGE } from "../../services/lists/admin-list.ts";
import { auditExport, sendExport } from "../../services/lists/export-endpoints.ts";
import { fileAnswer, formErrorsSchema, messageAnswers, noBodySchema } from "../http-schemas.ts";
import { submissionReference } from "../submissions/submission-reads-for-review.ts";
import {
  assignByHand,
  assignmentMessages,
  type ManualOutcome,
  previewAutoAssignment,
  saveAutoAssignment,
  unassign,
} from "./assignment-workflow.ts";
import { rankingPage, rankingQuerySchema, rankingRows } from "./ranking.ts";
import { RANKING_COLUMNS, rankingFileName } from "./ranking-export.ts";
import {
  assignedSchema,
  autoAssignmentPlanSchema,
  autoAssignmentSavedSchema,
  committeeReviewsSchema,
  rankingPageSchema,
  reviewersAnswerSchema,
  reviewProfileAnswerSchema,
  reviewSettingsAnswerSchema,
} from "./review-answers.ts";
import { saveReviewProfile } from "./review-profile-workflow.ts";
import { reviewersWithProgress } from "./review-repository.ts";
import { criteriaLocked, readReviewSettings, reviewSettingsMessages } from "./review-settings.ts";
import { writeReviewSettings } from "./review-settings-workflow.ts";
import { committeeReviews, reopenReview } from "./review-workflow.ts";

const pairParams = z.object({
  id: idParamsSchema.shape.id,
  userId: idParamsSchema.shape.id,
});

const reviewMessages = {
  notSubmitted: "Cette relecture n'a pas été envoyée : il n'y a rien à rouvrir.",
  notReviewerAccount: "Ce compte n'est pas un relecteur : seules leurs expertises sont utilisées.",
} as const;

/**
 * The committee's side of peer review (issue #23 §1, §2, §4; decision 0046): settings, reviewers
 * by hand and automatically, each abstract's reviews (with names), reopening, the ranking and
 * its exports. Every write is audited; the roles are the committee's (admin included).
 */
/** A manual assignment: 201 with how many, 404, 409, or 422 (not a reviewer's account). */
const manual = { 201: assignedSchema, ...messageAnswers(404, 409), 422: formErrorsSchema };
const RANKING_EXPORTS = {
  csv: fileAnswer("text/csv", "Le classement, filtré comme la liste (CSV)."),
  xlsx: fileAnswer(
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    "Le classement, filtré comme la liste (classeur Excel).",
  ),
};

export const reviewAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { roles: STAFF_ACCESS.committee };
  const contextOf = (request: FastifyRequest) => ({
    ...actorAndTime(request),
    edition: app.mail.settings.edition,
    messageIdDomain: app.mail.settings.messageIdDomain,
  });
  const answerManual = (reply: FastifyReply, outcome: ManualOutcome) => {
    switch (outcome.kind) {
      case "not_reviewer":
        return reply.code(422).send({
          message: assignmentMessages.notReviewer,
          errors: { userId: [assignmentMessages.notReviewer] },
        });
      case "none_found":
        return reply.code(404).send({ message: NOT_FOUND_MESSAGE });
      case "conflict":
        return reply.code(409).send({ message: assignmentMessages.conflict(outcome.name) });
      case "already":
        return reply.code(409).send({ message: assignmentMessages.already(outcome.name) });
      case "assigned":
        if (outcome.mails > 0) app.mail.queued();
        return reply.code(201).send({ assigned: outcome.count });
    }
  };

  const settingsRoute = { config, schema: { response: { 200: reviewSettingsAnswerSchema } } };
  app.get("/api/admin/review/settings", settingsRoute, async () => ({
    ...(await readReviewSettings(app.db)),
    criteria_locked: await criteriaLocked(app.db),
  }));

  app.put(
    "/api/admin/review/settings",
    {
      config,
      schema: {
        body: reviewSettingsSchema,
        response: {
          200: reviewSettingsAnswerSchema,
          ...messageAnswers(409),
          422: formErrorsSchema,
        },
      },
    },
    async (request, reply) => {
      const outcome = await writeReviewSettings(
        app.db,
        request.body,
        actorOf(request),
        app.clock(),
      );
      if (outcome.kind === "locked") {
        return reply.code(409).send({ message: reviewSettingsMessages.criteriaLocked });
      }
      if (outcome.kind === "invalid_deadline") {
        return reply.code(422).send({
          message: "Le formulaire contient des erreurs. Veuillez les corriger.",
          errors: { deadline: [reviewSettingsMessages.deadline] },
        });
      }
      return { ...outcome.settings, criteria_locked: await criteriaLocked(app.db) };
    },
  );

  const reviewersRoute = { config, schema: { response: { 200: reviewersAnswerSchema } } };
  app.get("/api/admin/review/reviewers", reviewersRoute, async () => {
    return { data: await reviewersWithProgress(app.db), categories: CATEGORY_VALUES };
  });

  app.put(
    "/api/admin/users/:id/review-profile",
    {
      config,
      schema: {
        params: idParamsSchema,
        body: reviewProfileSchema,
        response: { 200: reviewProfileAnswerSchema, ...messageAnswers(404, 409) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const outcome = await saveReviewProfile(
        app.db,
        id,
        request.body,
        actorOf(request),
        app.clock(),
      );
      if (outcome === "missing") return reply.code(404).send({ message: NOT_FOUND_MESSAGE });
      if (outcome === "not_reviewer") {
        return reply.code(409).send({ message: reviewMessages.notReviewerAccount });
      }
      const { expertise, institution, language } = request.body;
      return { id, expertise, institution, language };
    },
  );

  app.post(
    "/api/admin/submissions/:id/reviewers",
    { config, schema: { params: idParamsSchema, body: assignReviewerSchema, response: manual } },
    async (request, reply) =>
      answerManual(
        reply,
        await assignByHand(app.db, [request.params.id], request.body.userId, contextOf(request)),
      ),
  );

  app.post(
    "/api/admin/review/assignments",
    { config, schema: { body: bulkAssignReviewerSchema, response: manual } },
    async (request, reply) =>
      answerManual(
        reply,
        await assignByHand(
          app.db,
          request.body.submissionIds,
          request.body.userId,
          contextOf(request),
        ),
      ),
  );

  app.delete(
    "/api/admin/submissions/:id/reviewers/:userId",
    {
      config,
      schema: { params: pairParams, response: { 204: noBodySchema, ...messageAnswers(404) } },
    },
    async (request, reply) => {
      const { id, userId } = request.params;
      const removed = await unassign(app.db, id, userId, contextOf(request));
      if (!removed) return reply.code(404).send({ message: assignmentMessages.notAssigned });
      return reply.code(204).send();
    },
  );

  app.get(
    "/api/admin/submissions/:id/reviews",
    {
      config,
      schema: {
        params: idParamsSchema,
        response: { 200: committeeReviewsSchema, ...messageAnswers(404) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if ((await submissionReference(app.db, id)) === undefined) {
        return reply.code(404).send({ message: NOT_FOUND_MESSAGE });
      }
      return { data: await committeeReviews(app.db, id) };
    },
  );

  app.post(
    "/api/admin/submissions/:id/reviews/:userId/reopen",
    {
      config,
      schema: {
        params: pairParams,
        response: { 200: committeeReviewsSchema, ...messageAnswers(404, 409) },
      },
    },
    async (request, reply) => {
      const { id, userId } = request.params;
      const outcome = await reopenReview(app.db, id, userId, actorOf(request), app.clock());
      if (outcome === "not_found")
        return reply.code(404).send({ message: assignmentMessages.notAssigned });
      if (outcome === "not_submitted")
        return reply.code(409).send({ message: reviewMessages.notSubmitted });
      return { data: await committeeReviews(app.db, id) };
    },
  );

  const planRoute = { config, schema: { response: { 200: autoAssignmentPlanSchema } } };
  app.get("/api/admin/review/auto-assignment", planRoute, async () =>
    previewAutoAssignment(app.db),
  );

  app.post(
    "/api/admin/review/auto-assignment",
    {
      config,
      schema: {
        body: saveAutoAssignmentSchema,
        response: { 201: autoAssignmentSavedSchema, ...messageAnswers(409) },
      },
    },
    async (request, reply) => {
      const outcome = await saveAutoAssignment(app.db, request.body.planHash, contextOf(request));
      if (outcome.kind === "changed") {
        return reply.code(409).send({ message: assignmentMessages.planChanged });
      }
      if (outcome.mails > 0) app.mail.queued();
      return reply.code(201).send({ assignments: outcome.assignments, mails: outcome.mails });
    },
  );

  app.get(
    "/api/admin/review/ranking",
    { config, schema: { querystring: rankingQuerySchema, response: { 200: rankingPageSchema } } },
    async (request) => rankingPage(app.db, request.query),
  );

  for (const format of ["csv", "xlsx"] as const) {
    app.get(
      `/api/admin/review/ranking/export.${format}`,
      {
        config,
        schema: { querystring: rankingQuerySchema, response: { 200: RANKING_EXPORTS[format] } },
      },
      async (request, reply) => {
        const audited = { action: "review.ranking_export", type: "submission" } as const;
        await auditExport(app, request, audited, format, request.query);
        return sendExport(reply, {
          format,
          fileName: rankingFileName(format, app.clock()),
          sheet: "classement",
          columns: RANKING_COLUMNS,
          pages: rankingRows(app.db, request.query),
        });
      },
    );
  }
};
