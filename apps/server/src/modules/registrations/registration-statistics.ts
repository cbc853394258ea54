import { sql } from "kysely";
import type { Db } from "../../db/connection.ts";
import { countsByValue, createdCounts } from "../../services/lists/table-counts.ts";

/** The dashboard's figures over registrations: aggregates only, no personal data. */

export const registrationCounts = (db: Db, since: string) =>
  createdCounts(db, "registrations", since);

export const registrationValueCounts = (db: Db, column: string) =>
  countsByValue(db, "registrations", column);

/**
 * Registrations per UTC hour (`2025-10-06T14`): a substring of the ISO timestamp, the same on
 * SQLite and PostgreSQL, which have no common time-zone function.
 */
export async function registrationsPerHour(db: Db) {
  const { rows } = await sql<{ hour: string; count: number | string }>`
    select substr(created_at, 1, 13) as hour, count(*) as count
    from registrations
    group by substr(created_at, 1, 13)`.execute(db);
  return rows.map((row) => ({ hour: row.hour, count: Number(row.count) }));
}
