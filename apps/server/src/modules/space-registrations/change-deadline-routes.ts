import { closingTimeSchema, STAFF_ACCESS } from "@congres/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorAndTime, type actorOf } from "../../services/audit/audit-repository.ts";
import { writeSetting } from "../settings/setting-workflow.ts";
import { CHANGE_DEADLINE_SETTING, changeDeadlineOf } from "./change-deadline.ts";

/**
 * The secretariat's change deadline (decision 0069): read, set, cleared (back to the
 * registrations' closing time); each change audited as a setting.
 */
const deadlineSchema = z.object({
  closes_at: z.string().nullable(),
  source: z.enum(["admin", "registrations", "none"]),
  open: z.boolean(),
  registrations_close_at: z.string().nullable(),
  updated_at: z.string().nullable(),
  updated_by: z.string().nullable(),
});

export const changeDeadlineRoutes: FastifyPluginAsyncZod = async (app) => {
  const PATH = "/api/admin/change-deadline";
  const write = (value: string | null, request: Parameters<typeof actorOf>[0]) =>
    writeSetting(app.db, {
      key: CHANGE_DEADLINE_SETTING,
      field: "closes_at",
      value,
      ...actorAndTime(request),
    });

  const office = { roles: STAFF_ACCESS.office };
  const answers = { 200: deadlineSchema };
  app.get(PATH, { config: office, schema: { response: answers } }, () => changeDeadlineOf(app));

  app.put(
    PATH,
    { config: office, schema: { body: closingTimeSchema, response: answers } },
    async (request) => {
      await write(request.body.closesAt, request);
      return changeDeadlineOf(app);
    },
  );

  app.delete(PATH, { config: office, schema: { response: answers } }, async (request) => {
    await write(null, request);
    return changeDeadlineOf(app);
  });
};
