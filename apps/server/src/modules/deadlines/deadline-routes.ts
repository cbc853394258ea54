import {
  CLOSABLE_FORMS,
  CLOSING_TIME_SETTINGS,
  type ClosableForm,
  closingTimeSchema,
  deadlineMessages,
  type PublicDeadlines,
  STAFF_ACCESS,
} from "@congres/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorAndTime } from "../../services/audit/audit-repository.ts";
import { writeClosingTime } from "./closing-time-workflow.ts";
import { closingTimeOf, publicDeadline } from "./closing-times.ts";

const formParamsSchema = z.object({
  form: z.enum(CLOSABLE_FORMS, { error: deadlineMessages.unknownForm }),
});

const publicDeadlineSchema = z.object({ closes_at: z.string().nullable(), open: z.boolean() });
const adminDeadlineSchema = publicDeadlineSchema.extend({
  form: z.enum(CLOSABLE_FORMS),
  source: z.enum(["admin", "environment", "none"]),
  environment_value: z.string().nullable(),
  updated_at: z.string().nullable(),
  updated_by: z.string().nullable(),
});
const everyFormSchema = <T extends z.ZodType>(one: T) =>
  z.object({ registration: one, submission: one });

async function everyForm<T>(read: (form: ClosableForm) => Promise<T>) {
  const entries = await Promise.all(CLOSABLE_FORMS.map(async (form) => [form, await read(form)]));
  return Object.fromEntries(entries) as Record<ClosableForm, T>;
}

/**
 * The closing times: public (`GET /api/deadlines`, read by /inscription and /soumissions after
 * hydration) and the staff's "Dates limites" (read, set or extend, clear; each change audited).
 */
export const deadlineRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicRoute = { schema: { response: { 200: everyFormSchema(publicDeadlineSchema) } } };
  app.get("/api/deadlines", publicRoute, async (_request, reply): Promise<PublicDeadlines> => {
    // Asked once per page view; never kept, so that a closing or a reopening shows at once.
    reply.header("Cache-Control", "no-store");
    return everyForm((form) => publicDeadline(app, form));
  });

  const office = { roles: STAFF_ACCESS.office };
  const adminRoute = {
    config: office,
    schema: { response: { 200: everyFormSchema(adminDeadlineSchema) } },
  };
  app.get("/api/admin/deadlines", adminRoute, async () =>
    everyForm((form) => closingTimeOf(app, form)),
  );

  /** Sets (`closesAt`) or clears (`null`) a form's closing time, audited; answers it as now in force. */
  const write = async (form: ClosableForm, closesAt: string | null, request: FastifyRequest) => {
    const key = CLOSING_TIME_SETTINGS[form];
    await writeClosingTime(app.db, { key, closesAt, ...actorAndTime(request) });
    return closingTimeOf(app, form);
  };

  app.put(
    "/api/admin/deadlines/:form",
    {
      config: office,
      schema: {
        params: formParamsSchema,
        body: closingTimeSchema,
        response: { 200: adminDeadlineSchema },
      },
    },
    async (request) => write(request.params.form, request.body.closesAt, request),
  );

  app.delete(
    "/api/admin/deadlines/:form",
    {
      config: office,
      schema: { params: formParamsSchema, response: { 200: adminDeadlineSchema } },
    },
    async (request) => write(request.params.form, null, request),
  );
};
