import { type DashboardStats, edition, STAFF_ACCESS } from "@congres/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { registrationTotalsSchema } from "../registrations/registration-answers.ts";
import { registrationTotals } from "../registrations/registration-totals.ts";
import { registrationsPerDay } from "./registrations-per-day.ts";
import { allStatsBreakdowns } from "./stats-breakdowns.ts";

const statsSchema = z.object({
  registrations_per_day: z.array(
    z.object({ day: z.string(), count: z.number().int(), cumulative: z.number().int() }),
  ),
  breakdowns: z.array(
    z.object({
      key: z.string(),
      title: z.string(),
      slices: z.array(z.object({ value: z.string(), label: z.string(), count: z.number().int() })),
    }),
  ),
  payments: registrationTotalsSchema,
}) satisfies z.ZodType<DashboardStats>;

export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Aggregates only, no personal data; behind the /api/admin guard like every admin route.
  app.get(
    "/api/admin/stats",
    { config: { roles: STAFF_ACCESS.office }, schema: { response: { 200: statsSchema } } },
    async (): Promise<DashboardStats> => {
      const [perDay, breakdowns, payments] = await Promise.all([
        registrationsPerDay(app.db, edition.timeZone),
        allStatsBreakdowns(app.db),
        registrationTotals(app.db, { page: 1, per_page: 10, q: "", sort: "created_at" }),
      ]);
      return { registrations_per_day: perDay, breakdowns, payments };
    },
  );
};
