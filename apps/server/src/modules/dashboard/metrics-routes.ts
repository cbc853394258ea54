import type { Metrics } from "@congres/shared";
import { edition, STAFF_ACCESS } from "@congres/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/connection.ts";
import { countRows } from "../../services/lists/admin-search.ts";
import { startOfDayIn } from "../../services/lists/start-of-day.ts";

const COUNTED = {
  submissions: "submissions",
  registrations: "registrations",
  contacts: "contact_messages",
} as const;

type Counts = Record<keyof typeof COUNTED, number>;

async function countEach(count: (table: (typeof COUNTED)[keyof Counts]) => Promise<number>) {
  const entries = await Promise.all(
    Object.entries(COUNTED).map(async ([key, table]) => [key, await count(table)] as const),
  );
  return Object.fromEntries(entries) as Counts;
}

/** Today's rows: a range of the `created_at` index, a few hundred at most. */
async function countSince(db: Db, table: (typeof COUNTED)[keyof Counts], since: string) {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("created_at", ">=", since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export const metricsRoutes: FastifyPluginAsyncZod = async (app) => {
  // "Today" is the congress's day (Casablanca), not the server's nor UTC's.
  app.get(
    "/api/admin/metrics",
    { config: { roles: STAFF_ACCESS.officeAndCommittee } },
    async (): Promise<Metrics> => {
      const todayStart = startOfDayIn(edition.timeZone).toISOString();
      // Totals from `row_counts`, exact and kept by triggers (decision 0014): no count(*) scan.
      const [totals, today] = await Promise.all([
        countEach((table) => countRows(app.db, table)),
        countEach((table) => countSince(app.db, table, todayStart)),
      ]);
      return { totals, today };
    },
  );
};
