import { closingTimeSchema, STAFF_ACCESS } from "@congres/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorAndTime } from "../../services/audit/audit-repository.ts";
import { ANSWER_MESSAGES } from "../../services/languages/answer-messages.ts";
import { idParamsSchema } from "../../services/lists/admin-list.ts";
import { writeClosingTime } from "../deadlines/closing-time-workflow.ts";
import {
  PRESENTER_DEADLINE_SETTING,
  presenterChecks,
  presenterDeadline,
} from "./presenter-checks.ts";
import { linkPresenter, withdrawUnregisteredPresenters } from "./presenter-workflow.ts";

const messageSchema = z.object({ message: z.string() });
const deadlineSchema = z.object({ closes_at: z.string().nullable() });

const presenterRowSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  title: z.string(),
  presenter_email: z.string(),
  presenter_first_name: z.string(),
  presenter_last_name: z.string(),
  presenter_registration_id: z.number().int().nullable(),
  registration: z
    .object({
      id: z.number().int(),
      reference: z.string(),
      email: z.string(),
      payment_status: z.string(),
    })
    .nullable(),
  registered: z.boolean(),
});

const linkSchema = z.object({
  registrationId: z
    .number({ error: "Identifiant d'inscription invalide" })
    .int({ error: "Identifiant d'inscription invalide" })
    .min(1, { error: "Identifiant d'inscription invalide" })
    .nullable(),
});

const confirmSchema = z.object({
  confirm: z.literal(true, { error: "Confirmez le retrait de ces présentations" }),
});

/**
 * Presenters registered and paid (issue #39 item 4, decision 0073), for the committee: who
 * presents each accepted abstract and whether she is registered and paid (or waived); the date
 * set for it; a registration linked by hand; after the date, every unregistered one withdrawn in
 * one confirmed, audited action.
 */
export const presenterAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { roles: STAFF_ACCESS.committee };

  app.get(
    "/api/admin/presenters",
    {
      config,
      schema: {
        response: {
          200: z.object({
            data: z.array(presenterRowSchema),
            total: z.number().int(),
            unregistered: z.number().int(),
            deadline: z.string().nullable(),
          }),
        },
      },
    },
    async () => {
      const [rows, deadline] = await Promise.all([
        presenterChecks(app.db),
        presenterDeadline(app.db),
      ]);
      const data = rows.map(({ language: _, ...row }) => row);
      const unregistered = data.filter((row) => !row.registered).length;
      return { data, total: data.length, unregistered, deadline };
    },
  );

  app.put(
    "/api/admin/presenter-deadline",
    { config, schema: { body: closingTimeSchema, response: { 200: deadlineSchema } } },
    async (request) => {
      await writeClosingTime(app.db, {
        key: PRESENTER_DEADLINE_SETTING,
        closesAt: request.body.closesAt,
        ...actorAndTime(request),
      });
      return { closes_at: await presenterDeadline(app.db) };
    },
  );

  app.put(
    "/api/admin/submissions/:id/presenter-registration",
    {
      config,
      schema: {
        params: idParamsSchema,
        body: linkSchema,
        response: {
          200: z.object({ registration_id: z.number().int().nullable() }),
          404: messageSchema,
        },
      },
    },
    async (request, reply) => {
      const outcome = await linkPresenter(app.db, {
        id: request.params.id,
        registrationId: request.body.registrationId,
        ...actorAndTime(request),
      });
      if (outcome === "unknown_submission") {
        return reply.code(404).send({ message: ANSWER_MESSAGES.fr.notFound });
      }
      if (outcome === "unknown_registration") {
        return reply.code(404).send({ message: "Inscription introuvable." });
      }
      return { registration_id: request.body.registrationId };
    },
  );

  app.post(
    "/api/admin/presenters/withdraw-unregistered",
    {
      config,
      schema: {
        body: confirmSchema,
        response: { 200: z.object({ withdrawn: z.array(z.string()) }), 409: messageSchema },
      },
    },
    async (request, reply) => {
      const outcome = await withdrawUnregisteredPresenters(app.db, {
        ...actorAndTime(request),
      });
      if (outcome.kind === "too_early") {
        return reply.code(409).send({
          message: outcome.deadline
            ? "La date limite d'inscription des présentateurs n'est pas encore passée."
            : "Fixez d'abord la date limite d'inscription des présentateurs.",
        });
      }
      return { withdrawn: outcome.withdrawn };
    },
  );
};
