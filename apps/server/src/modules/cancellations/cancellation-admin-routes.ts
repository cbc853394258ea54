import { refundSchema, STAFF_ACCESS } from "@congres/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorAndTime } from "../../services/audit/audit-repository.ts";
import { idParamsSchema, NOT_FOUND_MESSAGE } from "../../services/lists/admin-list.ts";
import { messageAnswers } from "../http-schemas.ts";
import { cancellationRequestDetail, cancellationRequestList } from "./cancellation-list.ts";
import { recordRefund } from "./refund-workflow.ts";

const listQuerySchema = z.object({
  page: z.coerce.number({ error: "Page invalide" }).int().min(1).default(1),
  per_page: z.coerce.number({ error: "Taille de page invalide" }).int().min(1).max(100).default(10),
  status: z.enum(["pending", "refunded"], { error: "Statut inconnu" }).optional(),
});

/**
 * « Demandes d'annulation » (decision 0069): the list (`{data, total}`, pending first, accounts
 * masked), one request (its account whole), and the refund recorded, which cancels the
 * registration. Admin and secretariat.
 */
const requestSchema = z.object({
  id: z.number().int(),
  registration_id: z.number().int(),
  reference: z.string(),
  name: z.string(),
  email: z.string(),
  reason: z.string(),
  amount_received_centimes: z.number().int(),
  account_kind: z.enum(["iban", "rib"]),
  /** Masked in the list, whole in the detail. */
  iban: z.string(),
  status: z.enum(["pending", "refunded"]),
  payment_status: z.string(),
  requested_at: z.string(),
  refund_centimes: z.number().int().nullable(),
  refunded_on: z.string().nullable(),
  handled_at: z.string().nullable(),
  handled_by: z.string().nullable(),
});
const listSchema = z.object({ data: z.array(requestSchema), total: z.number().int() });

export const cancellationAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const PATH = "/api/admin/cancellation-requests";

  app.get(
    PATH,
    {
      config: { roles: STAFF_ACCESS.office },
      schema: { querystring: listQuerySchema, response: { 200: listSchema } },
    },
    (request) => cancellationRequestList(app.db, request.query),
  );

  app.get(
    `${PATH}/:id`,
    {
      config: { roles: STAFF_ACCESS.office },
      schema: { params: idParamsSchema, response: { 200: requestSchema, ...messageAnswers(404) } },
    },
    async (request, reply) => {
      const detail = await cancellationRequestDetail(app.db, request.params.id);
      return detail ?? reply.code(404).send({ message: NOT_FOUND_MESSAGE });
    },
  );

  app.post(
    `${PATH}/:id/refund`,
    {
      config: { roles: STAFF_ACCESS.office },
      schema: {
        params: idParamsSchema,
        body: refundSchema,
        response: { 200: requestSchema, ...messageAnswers(404, 409) },
      },
    },
    async (request, reply) => {
      const outcome = await recordRefund(app.db, {
        requestId: request.params.id,
        refund: request.body,
        ...actorAndTime(request),
        mail: app.mail,
      });
      if (outcome.kind === "not_found") return reply.code(404).send({ message: NOT_FOUND_MESSAGE });
      if (outcome.kind === "refused") return reply.code(409).send({ message: outcome.message });
      return cancellationRequestDetail(app.db, request.params.id);
    },
  );
};
