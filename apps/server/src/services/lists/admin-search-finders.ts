import { edition, withReferenceDash } from "@congres/shared";
import { type RawBuilder, sql } from "kysely";
import { type Db, isPostgres, prepared } from "../../db/connection.ts";
import { foldForSearch, SEARCH_HAS_FUNCTION } from "../../db/search-text.ts";
import type { Candidate, MatchFinder } from "./admin-search.ts";
import type { ListedTable } from "./listed-tables.ts";

/** A trigram index can only look up words of three characters or more. */
const TRIGRAM = 3;

const escapeLike = (word: string) => word.replace(/[\\%_]/g, (match) => `\\${match}`);
const allOf = (conditions: RawBuilder<boolean>[]) =>
  conditions.length > 0 ? sql`${sql.join(conditions, sql` and `)}` : sql`1 = 1`;
const idList = (ids: number[]) => sql.join(ids.map((id) => sql`${id}`));

const REFERENCE_PREFIXES = Object.values(edition.referencePrefixes);
/** The words of `q`, a reference typed without its dash given one (the searched text has it). */
const typedWords = (q: string) =>
  q
    .split(/\s+/)
    .map((word) => withReferenceDash(word, REFERENCE_PREFIXES))
    .join(" ");

const foldedWords = (q: string) => foldForSearch(typedWords(q)).split(" ").filter(Boolean);

/** PostgreSQL: each folded word as a LIKE on the folded column, served by the pg_trgm index. */
function likeConditions(words: string[]) {
  // A word under three characters gives pg_trgm no trigram, so the index keeps the other words'
  // candidates and PostgreSQL rechecks every candidate against the whole LIKE: still exact,
  // only not narrowed by that word.
  return words.map(
    (word) => sql<boolean>`s.search_text like ${`%${escapeLike(word)}%`} escape '\\'`,
  );
}

/**
 * SQLite: the words FTS5 looks up (as typed, composed: it folds them as it folded the rows) and
 * the conditions checking the shorter ones, which a trigram index cannot look up, on the rows
 * the longer words found (or on every row when all words are short), by foldForSearch in JS.
 */
function sqliteWords(q: string) {
  const words = typedWords(q)
    .normalize("NFC")
    .split(/\s+/)
    .map((typed) => ({ typed, folded: foldForSearch(typed) }))
    .filter(({ folded }) => folded !== "");
  const indexed = words.filter(({ folded }) => [...folded].length >= TRIGRAM);
  const checked = words
    .filter(({ folded }) => [...folded].length < TRIGRAM)
    .map(({ folded }) => sql<boolean>`${sql.raw(SEARCH_HAS_FUNCTION)}(s.search_text, ${folded})`);
  // Each word a phrase: a substring, quotes doubled so that no input is FTS5 syntax.
  const match = indexed.map(({ typed }) => `"${typed.replaceAll('"', '""')}"`).join(" ");
  return { match: indexed.length > 0 ? match : null, checked };
}

/**
 * The search of `q` as conditions on the rows of `table` aliased `s`: the same rows as the
 * list's search (matchFinder), for what is computed over all of them (the registration totals).
 */
export function searchConditions(db: Db, table: ListedTable, q: string): RawBuilder<boolean>[] {
  if (isPostgres(db)) return likeConditions(foldedWords(q));
  const { match, checked } = sqliteWords(q);
  const index = sql.table(`${table}_search`);
  const indexed = match
    ? [sql<boolean>`s.id in (select rowid from ${index} where ${index} match ${match})`]
    : [];
  return [...indexed, ...checked];
}

/**
 * How the rows of `table` matching every word of `q` (and `filters`) are found, or null when
 * nothing filters the list. Each word matches as a substring, without case or accents.
 */
export function matchFinder(
  db: Db,
  table: ListedTable,
  q: string,
  filters: RawBuilder<boolean>[],
): MatchFinder | null {
  if (isPostgres(db)) {
    const words = foldedWords(q);
    const conditions = [...likeConditions(words), ...filters];
    // Words that each give the trigram index something to look up, whatever the database's
    // locale (three ASCII letters or digits in a row), and nothing else: one plan serves them
    // all, so the walk is planned once per connection. Otherwise the best plan depends on the
    // values (a word without a trigram is best scanned; a filter has its own index): planned
    // at each call.
    const planOnce = filters.length === 0 && words.every((word) => /[a-z0-9]{3}/.test(word));
    return conditions.length > 0 ? postgresFinder(db, table, conditions, planOnce) : null;
  }
  const { match, checked } = sqliteWords(q);
  const conditions = [...checked, ...filters];
  if (match) return ftsFinder(db, table, match, conditions);
  return conditions.length > 0 ? walkFinder(db, table, conditions) : null;
}

/** Rows walked newest id first, in SQLite (short words only, or filters only). */
function walkFinder(db: Db, table: ListedTable, conditions: RawBuilder<boolean>[]) {
  const from = sql`${sql.table(table)} s where ${allOf(conditions)}`;
  return {
    async newest(enough: number) {
      const { rows } = await sql<Candidate>`
        select s.id, s.created_at from ${from} order by s.id desc limit ${enough}`.execute(db);
      return { rows, complete: rows.length < enough };
    },
    ...checkAndSort(db, from),
  } satisfies MatchFinder;
}

/** The newest rows a search looks at first, and at most, before turning to the index. */
const FIRST_WALK = 500;
const LONGEST_WALK = 20_000;
/** A walk goes this much further back than the share of matches seen says it must. */
const WALK_MARGIN = 1.3;

/**
 * PostgreSQL: a common word's newest matches are among the newest rows, so walking back from
 * the highest id finds them at once; a rarer word's come from the trigram index, whose cost
 * grows with the number of matches (all are visited to sort them). The first rows walked tell
 * which is cheaper. Both plans are written out rather than left to the planner, whose estimate
 * for `LIKE '%word%'` can be far off.
 */
function postgresFinder(
  db: Db,
  table: ListedTable,
  conditions: RawBuilder<boolean>[],
  planOnce: boolean,
) {
  const where = allOf(conditions);
  const from = sql`${sql.table(table)} s where ${where}`;
  // "id + 0": no walk by id, so the trigram index (a bitmap scan) finds the rows.
  const byIndex = (upTo: number) =>
    sql`select s.id, s.created_at from ${from} order by s.id + 0 desc limit ${upTo}`;

  /**
   * One statement: the newest `rows` rows walked (the window streams: the walk stops there),
   * each with its rank and whether it matches (the conditions checked once, on the columns they
   * read); the table's row count and the latest date of the rows below the walk (found by the
   * date index past at most the rows walked), which searchPage would otherwise ask for; and,
   * when the walk found fewer than `indexBelow` matches in a full walk, the index's matches,
   * which PostgreSQL computes only then. Matches come as JSON: the driver parses it natively,
   * PostgreSQL's array syntax in JavaScript (about 0.3 ms of a 1.1 ms walk).
   */
  const walk = async (rows: number, upTo: number, indexBelow = 0) => {
    const t = sql.table(table);
    const newestFirst = (column: string) =>
      sql`array_to_json((array_agg(${sql.ref(`w.${column}`)} order by w.id desc)
        filter (where w.hit))[1:${upTo + 1}])`;
    const result = await sql<{
      walked: number;
      ids: number[] | null;
      dates: string[] | null;
      spanned: number | null;
      table_rows: number | string;
      latest_below: string | null;
      indexed: Candidate[] | null;
    }>`${planOnce ? prepared : sql``}
      select count(*) as walked, ${newestFirst("id")} as ids, ${newestFirst("created_at")} as dates,
        max(w.rank) filter (where w.hit) as spanned,
        (select coalesce(sum(row_count), 0) from row_counts where table_name = ${table})
          as table_rows,
        (select b.created_at from ${t} b where b.id < min(w.id)
          order by b.created_at desc limit 1) as latest_below,
        case when count(*) = ${rows} and count(*) filter (where w.hit) < ${indexBelow} then
          (select coalesce(json_agg(json_build_object('id', x.id, 'created_at', x.created_at)
            order by x.id desc), '[]') from (${byIndex(upTo)}) x)
        end as indexed
      from (
        select s.id, s.created_at, (${where}) as hit,
          row_number() over (order by s.id desc)::int as rank
        from ${t} s order by s.id desc limit ${rows}
      ) w`.execute(db);
    const [row] = result.rows;
    const ids = row?.ids ?? [];
    const matches = ids.map((id, i) => ({ id, created_at: row?.dates?.[i] ?? "" }));
    // Fewer rows than asked: the walk went through the whole table, and found every match
    // unless there were more than `upTo`.
    const wholeTable = Number(row?.walked ?? 0) < rows && matches.length <= upTo;
    // Every row from the oldest match up was walked: its rank is their number. Matches left
    // out (beyond `upTo`) would be older rows the walk did not vouch for: then nothing is said.
    const seen =
      row?.spanned && matches.length <= upTo
        ? {
            spanned: row.spanned,
            tableRows: Number(row.table_rows),
            latestBelow: row.latest_below,
          }
        : undefined;
    return { matches: matches.slice(0, upTo), wholeTable, walked: seen, indexed: row?.indexed };
  };
  return {
    async newest(enough: number, upTo: number) {
      // Fewer matches than this in the first walk: walking on to `enough` of them would take
      // more than LONGEST_WALK rows, so the index finds them (in the same statement).
      const indexBelow = Math.ceil((WALK_MARGIN * enough * FIRST_WALK) / LONGEST_WALK);
      const first = await walk(FIRST_WALK, upTo, indexBelow);
      if (first.wholeTable) return { rows: first.matches, complete: true };
      if (first.matches.length >= enough) {
        return { rows: first.matches, complete: false, walked: first.walked };
      }
      if (first.indexed) return { rows: first.indexed, complete: first.indexed.length < upTo };
      // At the share of matches seen so far, how far back would `enough` of them be? (At most
      // LONGEST_WALK: fewer matches than `indexBelow` went to the index.)
      const share = first.matches.length / FIRST_WALK;
      const second = await walk(Math.ceil((WALK_MARGIN * enough) / share), upTo);
      if (second.wholeTable) return { rows: second.matches, complete: true };
      if (second.matches.length >= enough) {
        return { rows: second.matches, complete: false, walked: second.walked };
      }
      const { rows } = await sql<Candidate>`${byIndex(upTo)}`.execute(db);
      return { rows, complete: rows.length < upTo };
    },
    ...checkAndSort(db, from),
  } satisfies MatchFinder;
}

/**
 * `among` and `page` over `from` (a table aliased `s` and its conditions); `id` is the column
 * to look the ids up by (FTS5 looks up its own rowids one by one, cheaply).
 */
function checkAndSort(db: Db, from: RawBuilder<unknown>, id = sql`s.id`) {
  return {
    async among(ids: number[]) {
      const { rows } = await sql<{ id: number }>`
        select s.id from ${from} and ${id} in (${idList(ids)})`.execute(db);
      return new Set(rows.map(({ id }) => id));
    },
    async page(offset: number, limit: number, order = sql`s.created_at desc, s.id desc`) {
      const { rows } = await sql<{ id: number }>`
        select s.id from ${from}
        order by ${order} limit ${limit} offset ${offset}`.execute(db);
      return rows.map(({ id }) => id);
    },
  };
}

/** SQLite: the words through the table's FTS5 trigram index (`match`, sqliteWords). */
function ftsFinder(db: Db, table: ListedTable, match: string, conditions: RawBuilder<boolean>[]) {
  const index = sql.table(`${table}_search`);
  const from = sql`${index} f join ${sql.table(table)} s on s.id = f.rowid
    where ${index} match ${match} and ${allOf(conditions)}`;
  return {
    async newest(enough: number) {
      // FTS5 gives rowids in order (highest first here) and stops after `enough`.
      const { rows } = await sql<Candidate>`
        select s.id, s.created_at from ${from} order by f.rowid desc limit ${enough}`.execute(db);
      return { rows, complete: rows.length < enough };
    },
    ...checkAndSort(db, from, sql`f.rowid`),
  } satisfies MatchFinder;
}
