import { hasForbiddenCharacters, messages } from "@congres/shared";
import { type Kysely, type RawBuilder, type Selectable, sql } from "kysely";
import { z } from "zod";
import type { Db } from "../../db/connection.ts";
import type { Database } from "../../db/schema.ts";
import { foldForSearch } from "../../db/search-text.ts";

export const ADMIN_PAGE_SIZE_MAX = 100;

const positiveInteger = (message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).min(1, { error: message });

/** `?per_page=10&page=N&q=…` of every admin list. */
export const listQuerySchema = z.object({
  page: positiveInteger("La page doit être un nombre entier supérieur ou égal à 1").default(1),
  per_page: positiveInteger("Le nombre de lignes par page doit être un entier entre 1 et 100")
    .max(ADMIN_PAGE_SIZE_MAX, {
      error: "Le nombre de lignes par page doit être un entier entre 1 et 100",
    })
    .default(10),
  q: z
    .string({ error: "La recherche doit être un texte" })
    .max(200, { error: "La recherche ne doit pas dépasser 200 caractères" })
    // A NUL byte would make PostgreSQL fail (500): refused like in the public forms.
    .refine((q) => !hasForbiddenCharacters(q, "line"), {
      error: messages.common.forbiddenCharacters,
    })
    .default(""),
});

export type ListQuery = z.infer<typeof listQuerySchema>;

export const idParamsSchema = z.object({
  id: positiveInteger("Identifiant invalide"),
});

export const NOT_FOUND_MESSAGE = "Élément introuvable.";

/** The tables an admin list pages through; each has id, created_at and search_text. */
export type ListedTable =
  | "registrations"
  | "submissions"
  | "contact_messages"
  | "users"
  | "outbox"
  | "audit_log";

type ListedColumns = { id: number; created_at: string; search_text: string };

// The four tables share the columns used here; one typed view of them avoids four copies.
const listed = (db: Db) => db as unknown as Kysely<{ listed: ListedColumns }>;
const tableOf = (table: ListedTable) => table as "listed";

const escapeLike = (word: string) => word.replace(/[\\%_]/g, (match) => `\\${match}`);

/** Every word of `q` in the row's folded text: the list's search, reused by its totals. */
export function searchCondition(q: string) {
  const words = foldForSearch(q).split(" ").filter(Boolean);
  return words.map((word) => sql<boolean>`search_text like ${`%${escapeLike(word)}%`} escape '\\'`);
}

/** One page, newest first, of the rows whose folded text holds every word of `q` (and `filters`). */
export async function listPage<T extends ListedTable>(
  db: Db,
  table: T,
  query: ListQuery,
  filters: RawBuilder<boolean>[] = [],
): Promise<{ rows: Selectable<Database[T]>[]; total: number }> {
  const conditions = [...searchCondition(query.q), ...filters];
  const filtered = listed(db)
    .selectFrom(tableOf(table))
    .where((eb) => eb.and(conditions));
  const [rows, count] = await Promise.all([
    filtered
      .selectAll()
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as unknown as Selectable<Database[T]>[], total: Number(count.count) };
}

export async function findById<T extends ListedTable>(db: Db, table: T, id: number) {
  const row = await listed(db)
    .selectFrom(tableOf(table))
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  return row as Selectable<Database[T]> | undefined;
}

/** True when a row was deleted. Foreign keys cascade (a submission's authors go with it). */
export async function deleteById(db: Db, table: ListedTable, id: number): Promise<boolean> {
  const result = await listed(db)
    .deleteFrom(tableOf(table))
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
