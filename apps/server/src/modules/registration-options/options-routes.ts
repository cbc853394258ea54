import { waitlistSchema } from "@congres/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { publicOptions } from "./public-options.ts";
import { joinAddonWaitlist } from "./waitlist-join.ts";

const messageSchema = z.object({ message: z.string() });

const optionsAnswerSchema = z.object({
  currency: z.string(),
  period: z.enum(["early_bird", "standard", "on_site"]),
  types: z.array(
    z.object({ code: z.string(), price: z.number(), byGroup: z.record(z.string(), z.number()) }),
  ),
  countries: z.record(z.string(), z.string()),
  addons: z.array(
    z.object({
      code: z.string(),
      label: z.object({ fr: z.string(), en: z.string(), ar: z.string() }),
      price: z.number(),
      capacity: z.number().nullable(),
      remaining: z.number().nullable(),
      waitlist: z.number(),
      types: z.array(z.string()),
      salesEndAt: z.string().nullable(),
    }),
  ),
});

/**
 * The public side of registration as data (decision 0075): the options the form prices and
 * offers, read at run time, and the waiting list of a full add-on (a public write, limited).
 */
export const optionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/registration/options",
    { schema: { response: { 200: optionsAnswerSchema } } },
    async (_request, reply) => {
      // Seats change with every registration: never kept by a cache.
      reply.header("Cache-Control", "no-cache");
      return publicOptions(app.db, app.clock(), {
        timeZone: app.mail.settings.edition.timeZone,
        currency: app.mail.settings.edition.fees.currency,
      });
    },
  );

  app.post(
    "/api/waitlist",
    {
      schema: {
        body: waitlistSchema,
        response: {
          202: z.object({ waiting: z.literal(true) }),
          404: messageSchema,
          409: messageSchema,
        },
      },
    },
    async (request, reply) => {
      const outcome = await joinAddonWaitlist(app.db, { ...request.body, at: app.clock() });
      if (outcome.kind === "refused") {
        return reply.code(outcome.status).send({ message: outcome.message });
      }
      return reply.code(202).send({ waiting: true });
    },
  );
};
