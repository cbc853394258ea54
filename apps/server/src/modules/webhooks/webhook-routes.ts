import {
  STAFF_ACCESS,
  VALIDATION_MESSAGES,
  WEBHOOK_MESSAGES,
  webhookCreatedSchema,
  webhookCreateSchema,
  webhookDeliverySchema,
  webhookUpdateSchema,
  webhookViewSchema,
} from "@congres/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorAndTime } from "../../services/audit/audit-repository.ts";
import { noBodySchema } from "../http-schemas.ts";
import {
  createWebhook,
  deleteWebhook,
  pingWebhook,
  resendDelivery,
  updateWebhook,
} from "./webhook-admin-workflow.ts";
import { deliveryLog } from "./webhook-deliveries.ts";
import { listWebhooks, webhookView } from "./webhook-repository.ts";
import { webhookUrlProblem } from "./webhook-url.ts";

const messageSchema = z.object({ message: z.string() });
const invalidSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
const idParams = z.object({ id: z.coerce.number().int().positive() });
const deliveryParams = idParams.extend({ deliveryId: z.coerce.number().int().positive() });
/** The delivery log shows the newest deliveries. */
const LOG_LENGTH = 100;

export type WebhookRoutesOptions = {
  /** WEBHOOK_ALLOWED_ADDRESSES: the addresses `http://` URLs may name. */
  allowedAddresses: readonly string[];
};

/**
 * « Webhooks » (issue #41 item 3, decision 0079), admins only: the subscriptions, their delivery
 * log, « Tester » and « Renvoyer ». Every write is audited and checks CSRF (the prefix's hooks).
 */
export const webhookRoutes: FastifyPluginAsyncZod<WebhookRoutesOptions> = async (
  app,
  { allowedAddresses },
) => {
  const roles = STAFF_ACCESS.admin;
  const urlInvalid = (url: string | undefined) => {
    const problem = url === undefined ? undefined : webhookUrlProblem(url, allowedAddresses);
    return (
      problem && { message: VALIDATION_MESSAGES.fr.common.formInvalid, errors: { url: [problem] } }
    );
  };

  app.get(
    "/api/admin/webhooks",
    {
      config: { roles },
      schema: { response: { 200: z.object({ webhooks: z.array(webhookViewSchema) }) } },
    },
    async () => ({ webhooks: (await listWebhooks(app.db)).map(webhookView) }),
  );

  app.post(
    "/api/admin/webhooks",
    {
      config: { roles },
      schema: {
        body: webhookCreateSchema,
        response: { 201: webhookCreatedSchema, 422: invalidSchema },
      },
    },
    async (request, reply) => {
      const invalid = urlInvalid(request.body.url);
      if (invalid) return reply.code(422).send(invalid);
      return reply
        .code(201)
        .send(await createWebhook(app.db, app.webhookSecrets, request.body, actorAndTime(request)));
    },
  );

  app.patch(
    "/api/admin/webhooks/:id",
    {
      config: { roles },
      schema: {
        params: idParams,
        body: webhookUpdateSchema,
        response: { 200: webhookViewSchema, 404: messageSchema, 422: invalidSchema },
      },
    },
    async (request, reply) => {
      const invalid = urlInvalid(request.body.url);
      if (invalid) return reply.code(422).send(invalid);
      const updated = await updateWebhook(
        app.db,
        request.params.id,
        request.body,
        actorAndTime(request),
      );
      if (!updated) return reply.code(404).send({ message: WEBHOOK_MESSAGES.notFound });
      return updated;
    },
  );

  app.delete(
    "/api/admin/webhooks/:id",
    {
      config: { roles },
      schema: { params: idParams, response: { 204: noBodySchema, 404: messageSchema } },
    },
    async (request, reply) => {
      if (!(await deleteWebhook(app.db, request.params.id, actorAndTime(request)))) {
        return reply.code(404).send({ message: WEBHOOK_MESSAGES.notFound });
      }
      return reply.code(204).send();
    },
  );

  app.post(
    "/api/admin/webhooks/:id/ping",
    {
      config: { roles },
      schema: {
        params: idParams,
        response: {
          202: z.object({ event_id: z.string() }),
          404: messageSchema,
          409: messageSchema,
        },
      },
    },
    async (request, reply) => {
      const outcome = await pingWebhook(app.db, request.params.id, actorAndTime(request));
      if (outcome.kind === "not_found") {
        return reply.code(404).send({ message: WEBHOOK_MESSAGES.notFound });
      }
      if (outcome.kind === "refused") return reply.code(409).send({ message: outcome.message });
      return reply.code(202).send({ event_id: outcome.event_id });
    },
  );

  app.get(
    "/api/admin/webhooks/:id/deliveries",
    {
      config: { roles },
      schema: {
        params: idParams,
        response: { 200: z.object({ deliveries: z.array(webhookDeliverySchema) }) },
      },
    },
    async (request) => ({
      deliveries: await deliveryLog(app.db, request.params.id, LOG_LENGTH),
    }),
  );

  app.post(
    "/api/admin/webhooks/:id/deliveries/:deliveryId/resend",
    {
      config: { roles },
      schema: {
        params: deliveryParams,
        response: { 202: z.object({ id: z.number().int() }), 404: messageSchema },
      },
    },
    async (request, reply) => {
      const { id, deliveryId } = request.params;
      const outcome = await resendDelivery(app.db, id, deliveryId, actorAndTime(request));
      if (outcome.kind === "not_found") return reply.code(404).send({ message: outcome.message });
      return reply.code(202).send({ id: outcome.id });
    },
  );
};
