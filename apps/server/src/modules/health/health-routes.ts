import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { checkDatabase } from "./database-check.ts";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const answers = {
    200: z.object({ status: z.literal("ok"), database: z.literal("ok") }),
    503: z.object({ status: z.literal("error"), database: z.literal("injoignable") }),
  };
  app.get("/api/health", { schema: { response: answers } }, async (request, reply) => {
    try {
      await checkDatabase(app.db);
      return { status: "ok" as const, database: "ok" as const };
    } catch (error) {
      request.log.error({ err: error }, "database unreachable");
      return reply.code(503).send({ status: "error" as const, database: "injoignable" as const });
    }
  });
};
