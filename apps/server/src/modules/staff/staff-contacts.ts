import type { Db } from "../../db/connection.ts";

/**
 * The name and e-mail of each staff account among `ids`, by id: what another module shows
 * beside a row it keeps an account's id on (a review, a publication). One query for the list;
 * an id whose account is gone is absent.
 */
export async function staffContacts(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, { name: string; email: string }>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom("users")
    .select(["id", "name", "email"])
    .where("id", "in", unique)
    .execute();
  return new Map(rows.map((row) => [row.id, { name: row.name, email: row.email }]));
}
