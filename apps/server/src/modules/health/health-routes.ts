import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sql } from "kysely";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/health", async (request, reply) => {
    try {
      await sql`select 1`.execute(app.db);
      return { status: "ok", database: "ok" };
    } catch (error) {
      request.log.error({ err: error }, "database unreachable");
      return reply.code(503).send({ status: "error", database: "injoignable" });
    }
  });
};
