import { closingTimeSchema } from "@congres/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import { actorAndTime } from "../../services/audit/audit-repository.ts";
import type { ClosingTimeSetting } from "./closing-time-setting.ts";
import { writeClosingTime } from "./closing-time-workflow.ts";

/**
 * A closing time read (`GET`), set (`PUT {closesAt}`) and cleared (`DELETE`: back to what it
 * falls back on) at its path, each change audited as its setting; every answer is the closing
 * time in force after it. Registered once for each such setting (the change deadline, the
 * authors' files deadline).
 */
export const closingTimeRoutes: FastifyPluginAsyncZod<ClosingTimeSetting<unknown>> = async (
  app,
  { path, key, roles, answer, read },
) => {
  const config = { roles };
  const response = { 200: answer as z.ZodType };
  const write = async (closesAt: string | null, request: FastifyRequest) => {
    await writeClosingTime(app.db, { key, closesAt, ...actorAndTime(request) });
    return read(app);
  };

  app.get(path, { config, schema: { response } }, () => read(app));
  app.put(path, { config, schema: { body: closingTimeSchema, response } }, (request) =>
    write(request.body.closesAt, request),
  );
  app.delete(path, { config, schema: { response } }, (request) => write(null, request));
};
