import type { Metrics } from "@congres/shared";
import { edition, STAFF_ACCESS } from "@congres/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { startOfDayIn } from "../../services/lists/start-of-day.ts";
import { dashboardMetrics } from "./metrics.ts";

const counts = z.object({
  submissions: z.number().int(),
  registrations: z.number().int(),
  contacts: z.number().int(),
});

export const metricsRoutes: FastifyPluginAsyncZod = async (app) => {
  // "Today" is the congress's day (Casablanca), not the server's nor UTC's.
  app.get(
    "/api/admin/metrics",
    {
      config: { roles: STAFF_ACCESS.officeAndCommittee },
      schema: { response: { 200: z.object({ totals: counts, today: counts }) } },
    },
    async (): Promise<Metrics> =>
      dashboardMetrics(app.db, startOfDayIn(edition.timeZone).toISOString()),
  );
};
