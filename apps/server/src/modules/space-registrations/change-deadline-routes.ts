import { closingTimeSchema, STAFF_ACCESS } from "@congres/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../services/audit/audit-repository.ts";
import { writeSetting } from "../settings/setting-workflow.ts";
import { CHANGE_DEADLINE_SETTING, changeDeadlineOf } from "./change-deadline.ts";

/**
 * The secretariat's change deadline (decision 0069): read, set, cleared (back to the
 * registrations' closing time); each change audited as a setting.
 */
export const changeDeadlineRoutes: FastifyPluginAsyncZod = async (app) => {
  const PATH = "/api/admin/change-deadline";
  const write = (value: string | null, request: Parameters<typeof actorOf>[0]) =>
    writeSetting(app.db, {
      key: CHANGE_DEADLINE_SETTING,
      field: "closes_at",
      value,
      actor: actorOf(request),
      at: app.clock(),
    });

  app.get(PATH, { config: { roles: STAFF_ACCESS.office } }, () => changeDeadlineOf(app));

  app.put(
    PATH,
    { config: { roles: STAFF_ACCESS.office }, schema: { body: closingTimeSchema } },
    async (request) => {
      await write(request.body.closesAt, request);
      return changeDeadlineOf(app);
    },
  );

  app.delete(PATH, { config: { roles: STAFF_ACCESS.office } }, async (request) => {
    await write(null, request);
    return changeDeadlineOf(app);
  });
};
