import { type DashboardStats, edition, STAFF_ACCESS } from "@congres/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { registrationTotals } from "../registrations/registration-totals.ts";
import { registrationsPerDay } from "./registrations-per-day.ts";
import { allStatsBreakdowns } from "./stats-breakdowns.ts";

export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Aggregates only, no personal data; behind the /api/admin guard like every admin route.
  app.get(
    "/api/admin/stats",
    { config: { roles: STAFF_ACCESS.office } },
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
