import type { Metrics } from "@congres/shared";
import { edition } from "@congres/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/connection.ts";
import { startOfDayIn } from "./start-of-day.ts";

const COUNTED = {
  submissions: "submissions",
  registrations: "registrations",
  contacts: "contact_messages",
} as const;

type Counts = Record<keyof typeof COUNTED, number>;

async function countSince(db: Db, since: string | undefined): Promise<Counts> {
  const entries = await Promise.all(
    Object.entries(COUNTED).map(async ([key, table]) => {
      let query = db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as("count"));
      if (since) query = query.where("created_at", ">=", since);
      const row = await query.executeTakeFirstOrThrow();
      return [key, Number(row.count)] as const;
    }),
  );
  return Object.fromEntries(entries) as Counts;
}

export const metricsRoutes: FastifyPluginAsyncZod = async (app) => {
  // "Today" is the congress's day (Casablanca), not the server's nor UTC's.
  app.get("/api/admin/metrics", async (): Promise<Metrics> => {
    const todayStart = startOfDayIn(edition.timeZone).toISOString();
    const [totals, today] = await Promise.all([
      countSince(app.db, undefined),
      countSince(app.db, todayStart),
    ]);
    return { totals, today };
  });
};
