import {
  makeConflictSchema,
  makeReviewSchema,
  REVIEWER_LANGUAGES,
  REVIEWER_MESSAGES,
  type ReviewerLanguage,
  STAFF_ACCESS,
} from "@congres/shared";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf } from "../../services/audit/audit-repository.ts";
import { formErrorsSchema, messageAnswers } from "../http-schemas.ts";
import { declareConflict } from "./assignment-workflow.ts";
import { reviewAbstract } from "./blind-abstract.ts";
import {
  reassignedSchema,
  reviewerAssignmentSchema,
  reviewerAssignmentsSchema,
  reviewerLanguageSchema,
  reviewSavedSchema,
} from "./review-answers.ts";
import { saveReviewerLanguage } from "./review-profile-workflow.ts";
import { assignmentsOf, draftView, findAssignment, reviewerLanguage } from "./review-repository.ts";
import { readReviewSettings } from "./review-settings.ts";
import { saveReview } from "./review-workflow.ts";

const submissionParams = z.object({ submissionId: z.string() });
const languageSchema = z.object({
  language: z.enum(REVIEWER_LANGUAGES, { error: "Langue : fr ou en / Language: fr or en" }),
});

/** The id in a reviewer path, or undefined (which no assignment has: 404). */
const idOf = (raw: string) => (/^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined);

/** A 422 in the reviewer's language, field by field, as the other forms answer. */
function invalid(reply: FastifyReply, language: ReviewerLanguage, error: z.ZodError) {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join(".") || "_";
    errors[field] = [...new Set([...(errors[field] ?? []), issue.message])];
  }
  return reply.code(422).send({ message: REVIEWER_MESSAGES[language].formInvalid, errors });
}

/**
 * The reviewer workspace's API (issue #23 §3, decision 0046): only the caller's assignments, the
 * abstracts blind on the server, answers in the reviewer's language (their account's). Guarded
 * like `/api/admin` (session, role `reviewer`, CSRF on writes).
 */
export const reviewerRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { roles: STAFF_ACCESS.review };
  const reviewerOf = (request: FastifyRequest) => {
    const actor = actorOf(request);
    return { ...actor, id: actor.id ?? 0 };
  };
  /** On one abstract's path: the caller, their language and its messages, the abstract's id. */
  const onAbstract = async (request: FastifyRequest & { params: { submissionId: string } }) => {
    const reviewer = reviewerOf(request);
    const language = await reviewerLanguage(app.db, reviewer.id);
    const submissionId = idOf(request.params.submissionId);
    return { reviewer, language, t: REVIEWER_MESSAGES[language], submissionId };
  };

  const listRoute = { config, schema: { response: { 200: reviewerAssignmentsSchema } } };
  app.get("/api/review/assignments", listRoute, async (request) => {
    const reviewer = reviewerOf(request);
    const [data, settings, language] = await Promise.all([
      assignmentsOf(app.db, reviewer.id),
      readReviewSettings(app.db),
      reviewerLanguage(app.db, reviewer.id),
    ]);
    return { data, deadline: settings.deadline, language };
  });

  app.get(
    "/api/review/assignments/:submissionId",
    {
      config,
      schema: {
        params: submissionParams,
        response: { 200: reviewerAssignmentSchema, ...messageAnswers(404) },
      },
    },
    async (request, reply) => {
      const { reviewer, language, t, submissionId } = await onAbstract(request);
      const held = submissionId
        ? await findAssignment(app.db, reviewer.id, submissionId)
        : undefined;
      if (!held || !submissionId) return reply.code(404).send({ message: t.notFound });
      const settings = await readReviewSettings(app.db);
      const [abstract, list] = await Promise.all([
        reviewAbstract(app.db, submissionId, settings.blind),
        assignmentsOf(app.db, reviewer.id),
      ]);
      const at = list.findIndex((row) => row.submission_id === submissionId);
      return {
        submission_id: submissionId,
        abstract,
        criteria: settings.criteria.map((criterion) => ({
          key: criterion.key,
          label: language === "fr" ? criterion.label_fr : criterion.label_en,
          min: criterion.min,
          max: criterion.max,
          weight: criterion.weight,
        })),
        review: draftView(held),
        changed_since_review: list[at]?.changed_since_review ?? false,
        deadline: settings.deadline,
        language,
        previous_id: list[at - 1]?.submission_id ?? null,
        next_id: list[at + 1]?.submission_id ?? null,
      };
    },
  );

  app.put(
    "/api/review/assignments/:submissionId",
    {
      config,
      schema: {
        params: submissionParams,
        response: { 200: reviewSavedSchema, ...messageAnswers(404, 409), 422: formErrorsSchema },
      },
    },
    async (request, reply) => {
      const { reviewer, language, t, submissionId } = await onAbstract(request);
      if (!submissionId) return reply.code(404).send({ message: t.notFound });
      const { criteria } = await readReviewSettings(app.db);
      const parsed = makeReviewSchema(language, criteria).safeParse(request.body ?? {});
      if (!parsed.success) {
        // Not the caller's: 404 before any word on the body.
        if (!(await findAssignment(app.db, reviewer.id, submissionId))) {
          return reply.code(404).send({ message: t.notFound });
        }
        return invalid(reply, language, parsed.error);
      }
      const outcome = await saveReview(
        app.db,
        reviewer,
        submissionId,
        parsed.data,
        criteria,
        app.clock(),
      );
      if (outcome.kind === "not_found") return reply.code(404).send({ message: t.notFound });
      if (outcome.kind === "locked") return reply.code(409).send({ message: t.locked });
      if (outcome.kind === "stale") return reply.code(409).send({ message: t.stale });
      return { review: outcome.row };
    },
  );

  app.post(
    "/api/review/assignments/:submissionId/conflict",
    {
      config,
      schema: {
        params: submissionParams,
        response: { 200: reassignedSchema, ...messageAnswers(404, 409), 422: formErrorsSchema },
      },
    },
    async (request, reply) => {
      const { reviewer, language, t, submissionId } = await onAbstract(request);
      if (!submissionId) return reply.code(404).send({ message: t.notFound });
      const parsed = makeConflictSchema(language).safeParse(request.body ?? {});
      if (!parsed.success) return invalid(reply, language, parsed.error);
      const outcome = await declareConflict(app.db, submissionId, parsed.data.reason, {
        actor: reviewer,
        at: app.clock(),
        edition: app.mail.settings.edition,
        messageIdDomain: app.mail.settings.messageIdDomain,
      });
      if (outcome.kind === "not_found") return reply.code(404).send({ message: t.notFound });
      if (outcome.kind === "submitted")
        return reply.code(409).send({ message: t.conflictSubmitted });
      if (outcome.reassigned) app.mail.queued();
      return { reassigned: outcome.reassigned };
    },
  );

  const languageRoute = {
    config,
    schema: { body: languageSchema, response: { 200: reviewerLanguageSchema } },
  };
  app.put("/api/review/language", languageRoute, async (request) => {
    const reviewer = reviewerOf(request);
    const before = await reviewerLanguage(app.db, reviewer.id);
    const { language } = request.body;
    await saveReviewerLanguage(app.db, reviewer, before, language, app.clock());
    return { language };
  });
};
