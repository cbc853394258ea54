import type { Db } from "../../db/connection.ts";
import { listPage } from "../../services/lists/admin-list.ts";

/** What the visa letters' list reads of registrations (decision 0070): references, and search. */

/** The references of registrations by id (a page of letters). */
export async function referencesByIds(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("registrations")
    .select(["id", "reference"])
    .where("id", "in", ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row.reference]));
}

/** The ids of the registrations the admin search finds for `q` (name, reference, e-mail). */
export async function registrationIdsFound(db: Db, q: string): Promise<number[]> {
  const { rows } = await listPage(db, "registrations", { q, page: 1, per_page: 100 });
  return rows.map((row) => row.id);
}
