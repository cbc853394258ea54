import { PARTICIPATION_TYPES, PAYMENT_STATUSES, valuesOf } from "@congres/shared";
import { sql } from "kysely";
import { z } from "zod";
import { listQuerySchema } from "./admin-list.ts";

/** The registrations list's query: the search and page, and its two filters. */
export const registrationListQuerySchema = listQuerySchema.extend({
  payment_status: z
    .enum(valuesOf(PAYMENT_STATUSES), { error: "Statut de paiement inconnu" })
    .optional(),
  participation_type: z
    .enum(valuesOf(PARTICIPATION_TYPES), { error: "Type de participation inconnu" })
    .optional(),
});

export type RegistrationListQuery = z.infer<typeof registrationListQuerySchema>;

/** The filters as SQL conditions, the same for the list and for its totals. */
export function registrationFilters(query: RegistrationListQuery) {
  return [
    ...(query.payment_status ? [sql<boolean>`payment_status = ${query.payment_status}`] : []),
    ...(query.participation_type
      ? [sql<boolean>`participation_type = ${query.participation_type}`]
      : []),
  ];
}
