import { STAFF_ACCESS } from "@congres/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { auditEntrySchema } from "../../services/audit/audit-answers.ts";
import {
  auditActors,
  auditView,
  readableBy,
  sessionRole,
} from "../../services/audit/audit-repository.ts";
import { listAnswer, listAnswerSchema, listPage } from "../../services/lists/admin-list.ts";
import { auditConditions, auditQuerySchema } from "./audit-filters.ts";

/**
 * The audit log, newest first, read-only: no route changes or deletes a line. Each role reads
 * the lines of the areas it may open (decision 0057): the list, its total, its search and the
 * actors all count only those.
 */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { timeZone } = app.mail.settings.edition;
  app.get(
    "/api/admin/audit",
    {
      config: { roles: STAFF_ACCESS.office },
      schema: {
        querystring: auditQuerySchema,
        response: { 200: listAnswerSchema(auditEntrySchema) },
      },
    },
    async (request) => {
      const filters = [
        ...auditConditions(request.query, timeZone),
        ...readableBy(sessionRole(request)),
      ];
      const page = await listPage(app.db, "audit_log", request.query, filters);
      return listAnswer(page.rows.map(auditView), page);
    },
  );

  // The people who acted in the lines one may read, for the screen's "Utilisateur" filter
  // (deleted accounts included).
  app.get(
    "/api/admin/audit/actors",
    {
      config: { roles: STAFF_ACCESS.office },
      schema: { response: { 200: z.object({ data: z.array(z.string()) }) } },
    },
    async (request) => {
      return { data: await auditActors(app.db, sessionRole(request)) };
    },
  );
};
