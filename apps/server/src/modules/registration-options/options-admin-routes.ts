import {
  addonSchema,
  addonUpdateSchema,
  countryGroupsSchema,
  feeTableSchema,
  promoCodeSchema,
  STAFF_ACCESS,
} from "@congres/shared";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorAndTime } from "../../services/audit/audit-repository.ts";
import { noBodySchema, unprocessableSchema } from "../http-schemas.ts";
import { addonAnswer, adminOptions, promoCodeAnswer } from "./admin-options.ts";
import {
  type AdminOutcome,
  changeAddon,
  createAddon,
  createPromoCode,
  orderWaitlist,
  removeAddon,
  saveCountryGroups,
  saveFees,
} from "./options-admin-workflow.ts";
import { addonByCode } from "./options-repository.ts";
import { waitlistOf } from "./waitlist-repository.ts";

const messageSchema = z.object({ message: z.string() });
const codeParams = z.object({ code: z.string().max(40) });
const config = { roles: STAFF_ACCESS.admin };

const addonAnswerSchema = z.object({
  code: z.string(),
  label: z.object({ fr: z.string(), en: z.string(), ar: z.string() }),
  price: z.number(),
  capacity: z.number().nullable(),
  sold: z.number(),
  held: z.number(),
  waitlist: z.number(),
  salesEndAt: z.string().nullable(),
  types: z.array(z.string()),
  closed: z.boolean(),
});
const promoAnswerSchema = z.object({
  code: z.string(),
  percentOff: z.number().nullable(),
  amountOff: z.number().nullable(),
  maxUses: z.number(),
  uses: z.number(),
  validUntil: z.string(),
  appliesTo: z.array(z.string()),
});
const overviewSchema = z.object({
  earlyBirdUntil: z.string().nullable(),
  onSiteFrom: z.string().nullable(),
  fees: z.array(
    z.object({
      participationType: z.string(),
      period: z.string(),
      countryGroup: z.string(),
      amount: z.number(),
    }),
  ),
  groups: z.array(
    z.object({ code: z.string(), label: z.string(), countries: z.array(z.string()) }),
  ),
  addons: z.array(addonAnswerSchema),
  promoCodes: z.array(promoAnswerSchema),
});
const waitlistAnswerSchema = z.object({
  data: z.array(
    z.object({
      id: z.number(),
      email: z.string(),
      language: z.string(),
      position: z.number(),
      status: z.string(),
      offered_at: z.string().nullable(),
      offer_expires_at: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
});

function refusal<T>(reply: FastifyReply, outcome: Exclude<AdminOutcome<T>, { kind: "done" }>) {
  if (outcome.kind === "not_found") return reply.code(404).send({ message: "Option introuvable" });
  return reply.code(outcome.status).send({ message: outcome.message });
}

/** « Tarifs et options » (issue #40, decision 0075): the admin role's alone, each write audited. */
export const optionsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/admin/registration-options",
    { config, schema: { response: { 200: overviewSchema } } },
    async () => adminOptions(app.db),
  );

  app.put(
    "/api/admin/registration-options/fees",
    {
      config,
      schema: { body: feeTableSchema, response: { 200: overviewSchema, 422: unprocessableSchema } },
    },
    async (request, reply) => {
      const outcome = await saveFees(app.db, request.body, actorAndTime(request));
      if (outcome.kind !== "done") return refusal(reply, outcome);
      return adminOptions(app.db);
    },
  );

  app.put(
    "/api/admin/registration-options/country-groups",
    { config, schema: { body: countryGroupsSchema, response: { 200: overviewSchema } } },
    async (request) => {
      await saveCountryGroups(app.db, request.body, actorAndTime(request));
      return adminOptions(app.db);
    },
  );

  app.post(
    "/api/admin/registration-options/addons",
    {
      config,
      schema: { body: addonSchema, response: { 201: addonAnswerSchema, 409: messageSchema } },
    },
    async (request, reply) => {
      const outcome = await createAddon(app.db, request.body, actorAndTime(request));
      if (outcome.kind !== "done") return refusal(reply, outcome);
      return reply.code(201).send(addonAnswer(outcome.value));
    },
  );

  app.put(
    "/api/admin/registration-options/addons/:code",
    {
      config,
      schema: {
        params: codeParams,
        body: addonUpdateSchema,
        response: { 200: addonAnswerSchema, 404: messageSchema, 409: messageSchema },
      },
    },
    async (request, reply) => {
      const outcome = await changeAddon(app.db, request.params.code, request.body, {
        ...actorAndTime(request),
        mail: app.mail,
      });
      if (outcome.kind !== "done") return refusal(reply, outcome);
      return addonAnswer(outcome.value);
    },
  );

  app.delete(
    "/api/admin/registration-options/addons/:code",
    {
      config,
      schema: {
        params: codeParams,
        response: { 204: noBodySchema, 404: messageSchema, 409: messageSchema },
      },
    },
    async (request, reply) => {
      const outcome = await removeAddon(app.db, request.params.code, actorAndTime(request));
      if (outcome.kind !== "done") return refusal(reply, outcome);
      return reply.code(204).send();
    },
  );

  app.get(
    "/api/admin/registration-options/addons/:code/waitlist",
    {
      config,
      schema: { params: codeParams, response: { 200: waitlistAnswerSchema, 404: messageSchema } },
    },
    async (request, reply) => {
      const addon = await addonByCode(app.db, request.params.code);
      if (!addon) return reply.code(404).send({ message: "Option introuvable" });
      return { data: await waitlistOf(app.db, addon.id) };
    },
  );

  app.put(
    "/api/admin/registration-options/addons/:code/waitlist",
    {
      config,
      schema: {
        params: codeParams,
        body: z.object({ ids: z.array(z.number().int()).max(10_000) }),
        response: { 200: waitlistAnswerSchema, 404: messageSchema },
      },
    },
    async (request, reply) => {
      const { code } = request.params;
      if (!(await orderWaitlist(app.db, code, request.body.ids, actorAndTime(request)))) {
        return reply.code(404).send({ message: "Option introuvable" });
      }
      const addon = await addonByCode(app.db, code);
      return { data: addon ? await waitlistOf(app.db, addon.id) : [] };
    },
  );

  app.post(
    "/api/admin/promo-codes",
    {
      config,
      schema: { body: promoCodeSchema, response: { 201: promoAnswerSchema, 409: messageSchema } },
    },
    async (request, reply) => {
      const row = await createPromoCode(app.db, request.body, actorAndTime(request));
      if (!row) {
        return reply
          .code(409)
          .send({ message: `Le code ${request.body.code.toUpperCase()} existe déjà` });
      }
      return reply.code(201).send(promoCodeAnswer(row));
    },
  );
};
