import type { Db } from "../../db/connection.ts";
import { listPage } from "../../services/lists/admin-list.ts";

/** What the bank import matches a transfer with: registrations by reference, or found by name. */

const CANDIDATE_COLUMNS = [
  "id",
  "reference",
  "first_name",
  "last_name",
  "latin_name",
  "payment_status",
  "amount_due_centimes",
  "amount_received_centimes",
] as const;

/** The registrations among `references` (one statement: the caller cuts long lists). */
export const candidatesByReference = (db: Db, references: string[]) =>
  db
    .selectFrom("registrations")
    .select(CANDIDATE_COLUMNS)
    .where("reference", "in", references)
    .execute();

/** The first `count` registrations the admin search finds for `q`, newest first. */
export async function registrationsFound(db: Db, q: string, count: number) {
  const { rows } = await listPage(db, "registrations", { q, page: 1, per_page: count });
  return rows;
}
