import type { RegistrationTotals } from "@congres/shared";
import { sql } from "kysely";
import type { Db } from "../../db/connection.ts";
import { searchConditions } from "../../services/lists/admin-search-finders.ts";
import { type RegistrationListQuery, registrationList } from "./registration-list.ts";

/**
 * Money over exactly the rows the list shows (the same indexed search, and filters), summed by
 * the database in integer centimes. Expected leaves out cancelled and waived registrations (they owe nothing);
 * received counts every transfer recorded; outstanding is what waiting registrations still owe.
 */
export async function registrationTotals(
  db: Db,
  query: RegistrationListQuery,
): Promise<RegistrationTotals> {
  const conditions = [
    ...searchConditions(db, "registrations", query.q),
    ...registrationList.conditions(query),
  ];
  const row = await db
    .selectFrom("registrations as s")
    .where((eb) => eb.and(conditions))
    .select((eb) => [
      eb.fn.countAll<number>().as("count"),
      sql<number>`coalesce(sum(case when payment_status in ('en_attente', 'payee') then amount_due_centimes else 0 end), 0)`.as(
        "expected",
      ),
      sql<number>`coalesce(sum(amount_received_centimes), 0)`.as("received"),
      sql<number>`coalesce(sum(case when payment_status = 'en_attente' and amount_due_centimes > amount_received_centimes then amount_due_centimes - amount_received_centimes else 0 end), 0)`.as(
        "outstanding",
      ),
    ])
    .executeTakeFirstOrThrow();
  // PostgreSQL sums integers as bigint, which pg hands over as a string.
  return {
    count: Number(row.count),
    expected_centimes: Number(row.expected),
    received_centimes: Number(row.received),
    outstanding_centimes: Number(row.outstanding),
  };
}
