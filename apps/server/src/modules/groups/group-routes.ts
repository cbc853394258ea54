import {
  makeGroupRegistrationSchema,
  markPaidSchema,
  STAFF_ACCESS,
  storedCountry,
} from "@congres/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorAndTime } from "../../services/audit/audit-repository.ts";
import { inOtherLanguages } from "../../services/languages/localized-bodies.ts";
import { requestLocale } from "../../services/languages/request-locale.ts";
import { idParamsSchema, NOT_FOUND_MESSAGE } from "../../services/lists/admin-list.ts";
import { refuseWhenClosed } from "../deadlines/closing-times.ts";
import { createdWithReferenceSchema, invalidBodySchema, messageSchema } from "../http-schemas.ts";
import { createGroupOrder } from "./create-group-workflow.ts";
import { groupDetail, groupDetailOfMember } from "./group-detail.ts";
import { moveOutOfGroup } from "./group-membership-workflow.ts";
import { payGroup } from "./group-payment-workflow.ts";

/** The order's id and reference, what it owes, and each delegate's registration as created. */
const createdGroupSchema = createdWithReferenceSchema.extend({
  amount_due_centimes: z.number().int(),
  registrations: z.array(createdWithReferenceSchema),
});

const groupDetailSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  payer: z.object({
    name: z.string(),
    institution: z.string(),
    email: z.string(),
    address: z.string(),
    taxId: z.string(),
  }),
  created_at: z.string(),
  amount_due_centimes: z.number().int(),
  amount_received_centimes: z.number().int(),
  members: z.array(
    z.object({
      id: z.number().int(),
      reference: z.string(),
      name: z.string(),
      payment_status: z.string(),
      partly_paid: z.boolean(),
      amount_due_centimes: z.number().int(),
      amount_received_centimes: z.number().int(),
    }),
  ),
});

const memberParamsSchema = idParamsSchema.extend({
  registrationId: z.coerce.number({ error: "Identifiant invalide" }).int().positive(),
});

/**
 * Group orders (issue #40 item 4, decision 0076): the public order (`/inscription/groupe`,
 * counted in the public-write limits, closed with the registrations, errors per delegate in the
 * payer's language), and for the office the order's detail (also from a member's page),
 * « Marquer payée » of a transfer made with its reference, and moving a delegate out.
 */
export const groupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/group-registrations",
    {
      schema: {
        body: makeGroupRegistrationSchema("fr", storedCountry),
        response: { 201: createdGroupSchema, 422: invalidBodySchema },
      },
      preValidation: refuseWhenClosed("registration"),
      config: {
        localizedBody: inOtherLanguages((locale) =>
          makeGroupRegistrationSchema(locale, storedCountry),
        ),
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createGroupOrder(app, request.body, requestLocale(request))),
  );

  const PATH = "/api/admin/group-registrations/:id";
  const office = { roles: STAFF_ACCESS.office };

  app.get(
    PATH,
    {
      config: office,
      schema: { params: idParamsSchema, response: { 200: groupDetailSchema, 404: messageSchema } },
    },
    async (request, reply) =>
      (await groupDetail(app.db, request.params.id)) ??
      reply.code(404).send({ message: NOT_FOUND_MESSAGE }),
  );

  app.get(
    "/api/admin/registrations/:id/group",
    {
      config: office,
      schema: {
        params: idParamsSchema,
        response: { 200: z.object({ group: groupDetailSchema.nullable() }) },
      },
    },
    async (request) => ({ group: await groupDetailOfMember(app.db, request.params.id) }),
  );

  app.post(
    `${PATH}/payment/mark-paid`,
    {
      config: office,
      schema: {
        params: idParamsSchema,
        body: markPaidSchema,
        response: { 200: groupDetailSchema, 404: messageSchema, 409: messageSchema },
      },
    },
    async (request, reply) => {
      const outcome = await payGroup(app.db, {
        groupId: request.params.id,
        amountCentimes: request.body.amount,
        paidAt: request.body.paidAt,
        bankLabel: request.body.bankLabel,
        ...actorAndTime(request),
        mail: app.mail,
      });
      if (outcome.kind === "not_found") return reply.code(404).send({ message: NOT_FOUND_MESSAGE });
      if (outcome.kind === "refused") return reply.code(409).send({ message: outcome.message });
      return groupDetail(app.db, request.params.id);
    },
  );

  app.delete(
    `${PATH}/members/:registrationId`,
    {
      config: office,
      schema: {
        params: memberParamsSchema,
        response: { 200: groupDetailSchema, 404: messageSchema },
      },
    },
    async (request, reply) => {
      const moved = await moveOutOfGroup(app.db, {
        groupId: request.params.id,
        registrationId: request.params.registrationId,
        ...actorAndTime(request),
      });
      if (!moved) return reply.code(404).send({ message: NOT_FOUND_MESSAGE });
      return groupDetail(app.db, request.params.id);
    },
  );
};
