import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { checkDatabase } from "./database-check.ts";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/health", async (request, reply) => {
    try {
      await checkDatabase(app.db);
      return { status: "ok", database: "ok" };
    } catch (error) {
      request.log.error({ err: error }, "database unreachable");
      return reply.code(503).send({ status: "error", database: "injoignable" });
    }
  });
};
