import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, valuesOf } from "@congres/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sql } from "kysely";
import { z } from "zod";
import { listAnswer, listPage, listQuerySchema } from "../admin/admin-list.ts";
import { auditView } from "./audit-repository.ts";

const auditQuerySchema = listQuerySchema.extend({
  entity_type: z.enum(AUDIT_ENTITY_TYPES, { error: "Type d'élément inconnu" }).optional(),
  entity_id: z.coerce
    .number({ error: "Identifiant invalide" })
    .int({ error: "Identifiant invalide" })
    .min(1, { error: "Identifiant invalide" })
    .optional(),
  action: z.enum(valuesOf(AUDIT_ACTIONS), { error: "Action inconnue" }).optional(),
});

/** The audit log, newest first, read-only: no route changes or deletes a line. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/admin/audit", { schema: { querystring: auditQuerySchema } }, async (request) => {
    const { entity_type, entity_id, action } = request.query;
    const filters = [
      ...(entity_type ? [sql<boolean>`entity_type = ${entity_type}`] : []),
      ...(entity_id ? [sql<boolean>`entity_id = ${entity_id}`] : []),
      ...(action ? [sql<boolean>`action = ${action}`] : []),
    ];
    const page = await listPage(app.db, "audit_log", request.query, filters);
    return listAnswer(page.rows.map(auditView), page);
  });
};
