import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, valuesOf, zonedDateTimeToUtc } from "@congres/shared";
import { type RawBuilder, sql } from "kysely";
import { z } from "zod";
import { listQuerySchema } from "../../services/lists/admin-list.ts";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (message: string) =>
  z
    .string({ error: message })
    .refine((value) => DAY.test(value) && zonedDateTimeToUtc(`${value}T00:00`, "UTC"), {
      error: message,
    })
    .optional();

/** `?action&entity_type&entity_id&actor&from&to` of the audit screen (all kept in its URL). */
export const auditQuerySchema = listQuerySchema
  .extend({
    entity_type: z.enum(AUDIT_ENTITY_TYPES, { error: "Type d'élément inconnu" }).optional(),
    entity_id: z.coerce
      .number({ error: "Identifiant invalide" })
      .int({ error: "Identifiant invalide" })
      .min(1, { error: "Identifiant invalide" })
      .optional(),
    action: z.enum(valuesOf(AUDIT_ACTIONS), { error: "Action inconnue" }).optional(),
    actor: z
      .string({ error: "Utilisateur invalide" })
      .max(254, { error: "Utilisateur invalide" })
      .optional(),
    from: day("Date de début invalide (AAAA-MM-JJ)"),
    to: day("Date de fin invalide (AAAA-MM-JJ)"),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: "La date de fin précède la date de début",
    path: ["to"],
  });

export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** The day `YYYY-MM-DD` begins in the congress's time zone, as stored (ISO UTC). */
const startOf = (value: string, timeZone: string) =>
  (zonedDateTimeToUtc(`${value}T00:00`, timeZone) as Date).toISOString();

const nextDay = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

/** The SQL conditions of the filters; `from` and `to` are whole days in `timeZone`, both included. */
export function auditConditions(query: AuditQuery, timeZone: string): RawBuilder<boolean>[] {
  const { entity_type, entity_id, action, actor, from, to } = query;
  return [
    ...(entity_type ? [sql<boolean>`entity_type = ${entity_type}`] : []),
    ...(entity_id ? [sql<boolean>`entity_id = ${entity_id}`] : []),
    ...(action ? [sql<boolean>`action = ${action}`] : []),
    ...(actor ? [sql<boolean>`actor_email = ${actor}`] : []),
    ...(from ? [sql<boolean>`created_at >= ${startOf(from, timeZone)}`] : []),
    ...(to ? [sql<boolean>`created_at < ${startOf(nextDay(to), timeZone)}`] : []),
  ];
}
