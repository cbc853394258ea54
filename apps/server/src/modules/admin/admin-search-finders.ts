import { type RawBuilder, sql } from "kysely";
import { type Db, isPostgres } from "../../db/connection.ts";
import { foldForSearch, SEARCH_HAS_FUNCTION } from "../../db/search-text.ts";
import type { ListedTable } from "./admin-list.ts";
import type { Candidate, MatchFinder } from "./admin-search.ts";

/** A trigram index can only look up words of three characters or more. */
const TRIGRAM = 3;

const escapeLike = (word: string) => word.replace(/[\\%_]/g, (match) => `\\${match}`);
const allOf = (conditions: RawBuilder<boolean>[]) =>
  conditions.length > 0 ? sql`${sql.join(conditions, sql` and `)}` : sql`1 = 1`;
const idList = (ids: number[]) => sql.join(ids.map((id) => sql`${id}`));

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
    // pg_trgm's GIN index serves LIKE on the folded column; a word under three characters gives
    // it no trigram, so the index keeps the other words' candidates and PostgreSQL rechecks
    // every candidate against the whole LIKE: still exact, only not narrowed by that word.
    const words = foldForSearch(q).split(" ").filter(Boolean);
    const likes = words.map(
      (word) => sql<boolean>`search_text like ${`%${escapeLike(word)}%`} escape '\\'`,
    );
    const conditions = [...likes, ...filters];
    return conditions.length > 0 ? conditionFinder(db, table, conditions) : null;
  }
  // FTS5 folds the words as it folded the rows: give it the words as typed (composed, NFC).
  const words = q.normalize("NFC").split(/\s+/).filter(Boolean);
  const indexed = words.filter((word) => [...word].length >= TRIGRAM);
  // Shorter words cannot be looked up in the trigram index: they are checked on the rows the
  // longer words found (or on every row when all words are short), by foldForSearch in JS.
  const checked = words
    .filter((word) => [...word].length < TRIGRAM)
    .map(
      (word) =>
        sql<boolean>`${sql.raw(SEARCH_HAS_FUNCTION)}(s.search_text, ${foldForSearch(word)})`,
    );
  const conditions = [...checked, ...filters];
  if (indexed.length > 0) return ftsFinder(db, table, indexed, conditions);
  return conditions.length > 0 ? conditionFinder(db, table, conditions) : null;
}

/** Rows found by their conditions alone: PostgreSQL's planner picks the index or the walk. */
function conditionFinder(db: Db, table: ListedTable, conditions: RawBuilder<boolean>[]) {
  const from = sql`${sql.table(table)} s where ${allOf(conditions)}`;
  return {
    async newest(limit: number) {
      const { rows } = await sql<Candidate>`
        select s.id, s.created_at from ${from} order by s.id desc limit ${limit}`.execute(db);
      return rows;
    },
    async among(ids: number[]) {
      const { rows } = await sql<{ id: number }>`
        select s.id from ${from} and s.id in (${idList(ids)})`.execute(db);
      return new Set(rows.map(({ id }) => id));
    },
    async page(offset: number, limit: number) {
      const { rows } = await sql<{ id: number }>`
        select s.id from ${from}
        order by s.created_at desc, s.id desc limit ${limit} offset ${offset}`.execute(db);
      return rows.map(({ id }) => id);
    },
  } satisfies MatchFinder;
}

/** SQLite: the words through the table's FTS5 trigram index, each as a phrase (a substring). */
function ftsFinder(db: Db, table: ListedTable, words: string[], conditions: RawBuilder<boolean>[]) {
  const index = sql.table(`${table}_search`);
  const match = words.map((word) => `"${word.replaceAll('"', '""')}"`).join(" ");
  const from = sql`${index} f join ${sql.table(table)} s on s.id = f.rowid
    where ${index} match ${match} and ${allOf(conditions)}`;
  return {
    async newest(limit: number) {
      // FTS5 returns rowids in order, newest first here, and stops after `limit`.
      const { rows } = await sql<Candidate>`
        select s.id, s.created_at from ${from} order by f.rowid desc limit ${limit}`.execute(db);
      return rows;
    },
    async among(ids: number[]) {
      const { rows } = await sql<{ id: number }>`
        select s.id from ${from} and f.rowid in (${idList(ids)})`.execute(db);
      return new Set(rows.map(({ id }) => id));
    },
    async page(offset: number, limit: number) {
      const { rows } = await sql<{ id: number }>`
        select s.id from ${from}
        order by s.created_at desc, s.id desc limit ${limit} offset ${offset}`.execute(db);
      return rows.map(({ id }) => id);
    },
  } satisfies MatchFinder;
}
