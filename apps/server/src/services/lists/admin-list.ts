import { hasForbiddenCharacters, messages } from "@congres/shared";
import { type Kysely, type RawBuilder, type Selectable, sql } from "kysely";
import { z } from "zod";
import type { Db } from "../../db/connection.ts";
import type { Database } from "../../db/schema.ts";
import { countRows, searchPage, searchTotal } from "./admin-search.ts";
import { matchFinder } from "./admin-search-finders.ts";
import { type ListOrder, NEWEST_FIRST } from "./list-order.ts";
import type { ListedTable } from "./listed-tables.ts";

export type { ListedTable };

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

type ListedColumns = { id: number; created_at: string; search_text: string };

// The tables share the columns used here; one typed view of them avoids five copies.
const listed = (db: Db) => db as unknown as Kysely<{ listed: ListedColumns }>;
const tableOf = (table: ListedTable) => table as "listed";

export type ListPage<T extends ListedTable> = {
  rows: Selectable<Database[T]>[];
  total: number;
  /** The total is an estimate (many matches): the screen must say "environ". */
  estimated: boolean;
};

/** `ORDER BY` of `order` on the rows aliased `s`, the id breaking ties in the same direction. */
export function orderBySql({ column, direction }: ListOrder): RawBuilder<unknown> {
  const dir = sql.raw(direction === "asc" ? "asc" : "desc");
  return sql`${sql.ref(`s.${column}`)} ${dir}, s.id ${dir}`;
}

const isNewestFirst = (order: ListOrder) =>
  order.column === NEWEST_FIRST.column && order.direction === NEWEST_FIRST.direction;

/**
 * One page of the rows whose searched text holds every word of `q` (and that meet `filters`),
 * with their total, newest first or in `order`. Searches go through the database's index
 * (admin-search.ts).
 */
export async function listPage<T extends ListedTable>(
  db: Db,
  table: T,
  query: ListQuery,
  filters: RawBuilder<boolean>[] = [],
  order: ListOrder = NEWEST_FIRST,
): Promise<ListPage<T>> {
  const offset = (query.page - 1) * query.per_page;
  const finder = matchFinder(db, table, query.q, filters);
  if (!isNewestFirst(order)) {
    // Another order: the database sorts the matches (an index walk when nothing filters), and
    // the total is the one the newest-first page would show (exact, or estimated beyond 1 000).
    const [ids, counted] = await Promise.all([
      finder
        ? finder.page(offset, query.per_page, orderBySql(order))
        : sql<{ id: number }>`select s.id from ${sql.table(table)} s
            order by ${orderBySql(order)} limit ${query.per_page} offset ${offset}`
            .execute(db)
            .then(({ rows }) => rows.map(({ id }) => id)),
      finder
        ? searchTotal(db, table, finder)
        : countRows(db, table).then((total) => ({ total, estimated: false })),
    ]);
    const rows = await rowsById(db, table, ids);
    return { ...counted, rows: rows as unknown as Selectable<Database[T]>[] };
  }
  if (!finder) {
    const [rows, total] = await Promise.all([
      listed(db)
        .selectFrom(tableOf(table))
        .selectAll()
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(query.per_page)
        .offset(offset)
        .execute(),
      countRows(db, table),
    ]);
    return { rows: rows as unknown as Selectable<Database[T]>[], total, estimated: false };
  }
  const page = await searchPage(db, table, finder, { offset, limit: query.per_page }, (ids) =>
    rowsById(db, table, ids),
  );
  return { ...page, rows: page.rows as unknown as Selectable<Database[T]>[] };
}

/** The rows of `ids`, in that order. */
async function rowsById(db: Db, table: ListedTable, ids: number[]) {
  if (ids.length === 0) return [];
  const found = await listed(db)
    .selectFrom(tableOf(table))
    .selectAll()
    .where("id", "in", ids)
    .execute();
  const byId = new Map(found.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The schema of `listAnswer`: a page of `row`s, the total, and whether it is estimated. */
export const listAnswerSchema = <Row extends z.ZodType>(row: Row) =>
  z.object({
    data: z.array(row),
    total: z.number().int(),
    total_estimated: z.literal(true).optional(),
  });

/** The JSON of a list: `{data, total}`, and `total_estimated: true` when the total is one. */
export const listAnswer = <Row>(data: Row[], page: { total: number; estimated: boolean }) => ({
  data,
  total: page.total,
  ...(page.estimated ? { total_estimated: true as const } : {}),
});

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
