import { sql } from "kysely";
import type { Db } from "../../db/connection.ts";
import type { ListedTable } from "./admin-list.ts";

/**
 * A search's total is exact up to this many matches; beyond, it is estimated and the answer says
 * so (`total_estimated`). Counting 250 000 matches exactly would cost what the index saves.
 */
export const EXACT_TOTAL_LIMIT = 1000;

/** Rows outside the window that could still belong to the page: checked one by one up to this. */
const OUTSIDE_CHECK_LIMIT = 50;

export type Candidate = { id: number; created_at: string };

/** How one engine finds the rows of a search (admin-search-finders.ts). */
export interface MatchFinder {
  /** Matching rows, highest id first, at most `limit`: what an index gives cheaply. */
  newest(limit: number): Promise<Candidate[]>;
  /** Those of `ids` that match. */
  among(ids: number[]): Promise<Set<number>>;
  /** One page of the matches, newest first, sorted by the database over all of them. */
  page(offset: number, limit: number): Promise<number[]>;
}

export type SearchPage = { ids: number[]; total: number; estimated: boolean };

/** The lists' order: newest first, then the highest id. */
const newestFirst = (a: Candidate, b: Candidate) =>
  a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : b.id - a.id;

/**
 * The ids of one page of matches, newest first, and their total.
 *
 * The index gives matches by id, the list wants them by `created_at`. So take a window of the
 * matches with the highest ids: when it holds every match, the page and the total are exact.
 * Otherwise the page comes from the window sorted by date, after checking the few older-id rows
 * dated later than the page's last one (rows are written in date order, so usually none), and
 * the total is extrapolated from the share of the ids the window spans.
 */
export async function searchPage(
  db: Db,
  table: ListedTable,
  finder: MatchFinder,
  offset: number,
  limit: number,
): Promise<SearchPage> {
  const size = Math.max(EXACT_TOTAL_LIMIT, offset + limit) + 1;
  const window = await finder.newest(size);
  const sorted = [...window].sort(newestFirst);
  const pageOf = (candidates: Candidate[]) =>
    candidates.slice(offset, offset + limit).map((candidate) => candidate.id);
  const oldest = window.at(-1);
  const lastOfPage = sorted[offset + limit - 1];
  if (window.length < size || !oldest || !lastOfPage) {
    return { ids: pageOf(sorted), total: window.length, estimated: false };
  }
  const outside = await datedAfterWithLowerId(db, table, lastOfPage, oldest.id);
  let ids: number[];
  if (outside.length > OUTSIDE_CHECK_LIMIT) {
    // Rows written out of date order (an import): let the database sort every match.
    ids = await finder.page(offset, limit);
  } else {
    const matching = outside.length > 0 ? await finder.among(outside.map(({ id }) => id)) : null;
    const late = outside.filter(({ id }) => matching?.has(id));
    ids = pageOf([...sorted, ...late].sort(newestFirst));
  }
  return { ids, total: await estimateTotal(db, table, size, oldest.id), estimated: true };
}

/** Rows dated after `last` whose id is below the window's: the only ones that could outrank it. */
async function datedAfterWithLowerId(db: Db, table: ListedTable, last: Candidate, below: number) {
  const { rows } = await sql<Candidate>`
    select id, created_at from ${sql.table(table)}
    where created_at > ${last.created_at} and id < ${below}
    limit ${OUTSIDE_CHECK_LIMIT + 1}`.execute(db);
  return rows;
}

/** `found` matches among the ids from `oldestId` up: the same share over all the ids. */
async function estimateTotal(db: Db, table: ListedTable, found: number, oldestId: number) {
  const t = sql.table(table);
  const { rows } = await sql<{ min_id: number; max_id: number }>`
    select (select min(id) from ${t}) as min_id, (select max(id) from ${t}) as max_id`.execute(db);
  const { min_id: minId, max_id: maxId } = rows[0] ?? { min_id: oldestId, max_id: oldestId };
  const estimate = (found * (maxId - minId + 1)) / (maxId - oldestId + 1);
  return roundToTwoFigures(Math.max(found, estimate));
}

/** 24 981 → 25 000: an estimate should not look exact. */
export function roundToTwoFigures(value: number): number {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(value)) - 1);
  return Math.round(value / step) * step;
}

/** The number of rows of a table, kept by triggers (`row_counts`, migration 2025-10-01). */
export async function countRows(db: Db, table: ListedTable): Promise<number> {
  const row = await db
    .selectFrom("row_counts")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("row_count"), eb.lit(0)).as("count"))
    .where("table_name", "=", table)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
