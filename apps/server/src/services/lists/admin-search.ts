import { type RawBuilder, sql } from "kysely";
import type { Db } from "../../db/connection.ts";
import type { ListedTable } from "./listed-tables.ts";

/**
 * A search's total is exact up to this many matches; beyond, it is estimated and the answer says
 * so (`total_estimated`). Counting 250 000 matches exactly would cost what the index saves.
 */
export const EXACT_TOTAL_LIMIT = 1000;

/** Matches an estimate is drawn from: about ±10 % (one standard deviation is 1/√100). */
const ESTIMATE_SAMPLE = 100;

/** Rows with a lower id but a later date than the page: checked one by one up to this many. */
const OUTSIDE_CHECK_LIMIT = 50;

export type Candidate = { id: number; created_at: string };

/**
 * What a finder that walked back over the newest rows, and kept every match it met, knows: the
 * number of rows from its oldest match's id up (`spanned`, of the table's `tableRows`: the share
 * the matches span) and the latest `created_at` of the rows below those it walked (null when
 * there are none): whether an older row can outrank the page.
 */
export type Walked = { spanned: number; tableRows: number; latestBelow: string | null };

/** How one engine finds the rows of a search (admin-search-finders.ts). */
export interface MatchFinder {
  /**
   * The matching rows with the highest ids, highest first: at least `enough` of them (or all),
   * at most `upTo` (more when they cost nothing more), whether that is every match, and what the
   * finder saw when it walked every row they span.
   */
  newest(
    enough: number,
    upTo: number,
  ): Promise<{ rows: Candidate[]; complete: boolean; walked?: Walked }>;
  /** Those of `ids` that match. */
  among(ids: number[]): Promise<Set<number>>;
  /**
   * One page of the matches, sorted by the database over all of them: newest first, or by
   * `order` (an ORDER BY on the rows aliased `s`).
   */
  page(offset: number, limit: number, order?: RawBuilder<unknown>): Promise<number[]>;
}

export type SearchPage<Row> = { rows: Row[]; total: number; estimated: boolean };

/** The lists' order: newest first, then the highest id. */
const newestFirst = (a: Candidate, b: Candidate) =>
  a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : b.id - a.id;

const pageOf = (candidates: Candidate[], offset: number, limit: number) =>
  [...candidates]
    .sort(newestFirst)
    .slice(offset, offset + limit)
    .map((candidate) => candidate.id);

/**
 * One page of matches, newest first (read by `rowsOf`), and their total.
 *
 * An index gives matches by id; the list wants them by date. The matches with the highest ids
 * come first: when they are all the matches, the page and total are exact. Otherwise the share of
 * the rows they span extrapolates the total (counted exactly when it may be under
 * EXACT_TOTAL_LIMIT), and their first by date make the page, once the rows with a lower id but a
 * later date (rows are written in date order, so usually none) have been checked — unless the
 * finder's walk showed there are none. The page is read meanwhile, and again only if that check
 * changed it.
 */
export async function searchPage<Row>(
  db: Db,
  table: ListedTable,
  finder: MatchFinder,
  { offset, limit }: { offset: number; limit: number },
  rowsOf: (ids: number[]) => Promise<Row[]>,
): Promise<SearchPage<Row>> {
  const wanted = offset + limit;
  // Any run of the highest-id matches holding the page's rows will do for the page.
  const enough = Math.max(ESTIMATE_SAMPLE, wanted + limit);
  const first = await finder.newest(enough, Math.max(enough, EXACT_TOTAL_LIMIT + 1));
  const exact = async (matches: Candidate[]) => ({
    rows: await rowsOf(pageOf(matches, offset, limit)),
    total: matches.length,
    estimated: false,
  });
  const sample = first.rows;
  const sampleOldest = sample.at(-1);
  if (first.complete || !sampleOldest) return exact(sample);

  const countBeyondSample = () => totalBeyond(db, table, finder, first);
  const sorted = [...sample].sort(newestFirst);
  const lastOfPage = sorted[wanted - 1] ?? sampleOldest;
  const tentative = pageOf(sorted, offset, limit);
  const { walked } = first;
  const noneBelowOutranks =
    walked !== undefined &&
    (walked.latestBelow === null || walked.latestBelow <= lastOfPage.created_at);
  const [total, outside, rows] = await Promise.all([
    countBeyondSample(),
    noneBelowOutranks ? [] : datedAfterWithLowerId(db, table, lastOfPage, sampleOldest.id),
    rowsOf(tentative),
  ]);
  if (typeof total !== "number") return exact(total);
  if (outside.length === 0) return { rows, total, estimated: true };
  let page: number[];
  if (outside.length > OUTSIDE_CHECK_LIMIT) {
    // Rows written out of date order (an import): let the database sort every match.
    page = await finder.page(offset, limit);
  } else {
    const matching = await finder.among(outside.map(({ id }) => id));
    page = pageOf([...sorted, ...outside.filter(({ id }) => matching.has(id))], offset, limit);
  }
  const unchanged = page.join() === tentative.join();
  return { rows: unchanged ? rows : await rowsOf(page), total, estimated: true };
}

/**
 * The total of matches when `sample` (the newest ones) is not all of them: extrapolated from the
 * share of rows it spans, or the matches themselves when there are at most EXACT_TOTAL_LIMIT.
 */
async function totalBeyond(
  db: Db,
  table: ListedTable,
  finder: MatchFinder,
  sample: { rows: Candidate[]; walked?: Walked },
): Promise<Candidate[] | number> {
  const total = await extrapolate(db, table, sample);
  if (sample.rows.length > EXACT_TOTAL_LIMIT || total > 2 * EXACT_TOTAL_LIMIT) return total;
  // Perhaps under the limit: count exactly up to it.
  const all = await finder.newest(EXACT_TOTAL_LIMIT + 1, EXACT_TOTAL_LIMIT + 1);
  if (all.complete || all.rows.length === 0) return all.rows;
  return extrapolate(db, table, all);
}

/**
 * The total of a search alone, for a list in another order than newest first (whose page the
 * database sorts): the same exact-or-estimated figure as `searchPage`'s.
 */
export async function searchTotal(
  db: Db,
  table: ListedTable,
  finder: MatchFinder,
): Promise<{ total: number; estimated: boolean }> {
  const first = await finder.newest(ESTIMATE_SAMPLE, EXACT_TOTAL_LIMIT + 1);
  if (first.complete || first.rows.length === 0) {
    return { total: first.rows.length, estimated: false };
  }
  const total = await totalBeyond(db, table, finder, first);
  return typeof total === "number"
    ? { total, estimated: true }
    : { total: total.length, estimated: false };
}

/** Rows dated after `last` whose id is below the sample's: the only ones that could outrank it. */
async function datedAfterWithLowerId(db: Db, table: ListedTable, last: Candidate, below: number) {
  const { rows } = await sql<Candidate>`
    select id, created_at from ${sql.table(table)}
    where created_at > ${last.created_at} and id < ${below}
    limit ${OUTSIDE_CHECK_LIMIT + 1}`.execute(db);
  return rows;
}

/** Rows counted one by one to know the share a sample spans; beyond, ids are assumed dense. */
const SPAN_COUNT_LIMIT = 20_000;

/**
 * `sample` (the newest matches) found among the rows from its oldest's id up: the same share of
 * all the rows. The rows it spans are counted, unless the finder walked them (`walked`).
 */
async function extrapolate(
  db: Db,
  table: ListedTable,
  { rows: sample, walked }: { rows: Candidate[]; walked?: Walked },
) {
  const found = sample.length;
  const share =
    walked && walked.spanned < SPAN_COUNT_LIMIT
      ? walked.spanned / walked.tableRows
      : await countedShare(db, table, sample.at(-1)?.id ?? 0);
  return roundToTwoFigures(Math.max(found, found / share));
}

/** The share of the rows of `table` whose id is `oldestId` or more. */
async function countedShare(db: Db, table: ListedTable, oldestId: number) {
  const t = sql.table(table);
  const { rows } = await sql<{ rows: number; spanned: number; min_id: number; max_id: number }>`
    select
      (select coalesce(sum(row_count), 0) from row_counts where table_name = ${table}) as rows,
      (select count(*) from (select 1 from ${t} where id >= ${oldestId}
        limit ${SPAN_COUNT_LIMIT}) spanned) as spanned,
      (select min(id) from ${t}) as min_id,
      (select max(id) from ${t}) as max_id`.execute(db);
  const counts = rows[0];
  const spanned = Number(counts?.spanned ?? 0);
  const maxId = Math.max(Number(counts?.max_id ?? oldestId), oldestId);
  const minId = Math.min(Number(counts?.min_id ?? oldestId), oldestId);
  return spanned < SPAN_COUNT_LIMIT
    ? spanned / Number(counts?.rows ?? spanned)
    : (maxId - oldestId + 1) / (maxId - minId + 1);
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
