import { sql } from "kysely";
import type { Db } from "../../apps/server/src/db/connection.ts";
import { foldForSearch } from "../../apps/server/src/db/search-text.ts";

/**
 * The admin list's search as it was before migration 2025-10-01 — `search_text LIKE '%word%'`
 * for every word on every row, and `count(*)` of the same — kept here as the benchmark's
 * baseline, run on the same rows at the schema it was written for.
 */
export async function likeScanPage(db: Db, q: string, perPage = 10) {
  const words = foldForSearch(q).split(" ").filter(Boolean);
  const escaped = (word: string) => `%${word.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
  const conditions = words.map(
    (word) => sql<boolean>`search_text like ${escaped(word)} escape '\\'`,
  );
  const filtered = db.selectFrom("submissions").where((eb) => eb.and(conditions));
  const [rows, count] = await Promise.all([
    filtered
      .select("id")
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(perPage)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow(),
  ]);
  return { ids: rows.map((row) => Number(row.id)), total: Number(count.count) };
}
