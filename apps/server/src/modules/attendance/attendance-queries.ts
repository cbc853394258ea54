import { sql } from "kysely";
import type { Db } from "../../db/connection.ts";
import { searchConditions } from "../../services/lists/admin-search-finders.ts";
import {
  type RegistrationListQuery,
  registrationList,
} from "../registrations/registration-list.ts";

/** Badges and certificates are for those who paid or were waived (decision 0021). */
export const ATTENDING_STATUSES = ["payee", "exoneree"] as const;

/**
 * The registrations the list shows for `query` (the same indexed search and filters) that are
 * paid or waived, by last name then first name: the order of the check-in desk's boxes.
 */
export function attendingRegistrations(db: Db, query: RegistrationListQuery) {
  const conditions = [
    ...searchConditions(db, "registrations", query.q),
    ...registrationList.conditions(query),
  ];
  return db
    .selectFrom("registrations as s")
    .selectAll()
    .where((eb) => eb.and(conditions))
    .where("payment_status", "in", ATTENDING_STATUSES)
    .orderBy(sql`lower(last_name)`)
    .orderBy(sql`lower(first_name)`)
    .orderBy("id")
    .execute();
}
