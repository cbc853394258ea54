import { DISAGREEMENT_SPREAD_HUNDREDTHS, type RankingRow } from "@congres/shared";
import { type RawBuilder, sql } from "kysely";
import { z } from "zod";
import type { Db } from "../../db/connection.ts";
import { listQuerySchema } from "../../services/lists/admin-list.ts";
import type { ListFilter } from "../../services/lists/list-spec.ts";
import { submissionChoiceFilters } from "../submissions/submission-list.ts";
import { submissionsForRanking } from "../submissions/submission-reads-for-review.ts";

/**
 * The committee's ranking (issue #23 §4): one row per abstract with its submitted reviews'
 * weighted mean, spread and recommendations, flagged when the reviewers disagree. One aggregate
 * over `review_assignments` (each submitted review keeps its weighted total), filtered, sorted
 * and paged like the other lists.
 */

const rankingFilters: Record<string, ListFilter> = {
  ...submissionChoiceFilters,
  disagreement: {
    schema: z.enum(["1"], { error: "Filtre de désaccord : 1 ou absent" }).optional(),
    condition: () => sql<boolean>`disagreement = 1`,
  },
};

/** Sortable columns; the score sorts highest first unless `order=asc`, the texts A → Z. */
const RANKING_SORTS = {
  score: sql`coalesce(mean_hundredths, -1)`,
  spread: sql`coalesce(spread_hundredths, -1)`,
  reviews_done: sql`reviews_done`,
  title: sql`title`,
  reference: sql`reference`,
  category: sql`category`,
  submission_type: sql`submission_type`,
  status: sql`status`,
} as const;
type RankingSort = keyof typeof RANKING_SORTS;
const DESCENDING_FIRST: readonly RankingSort[] = ["score", "spread", "reviews_done"];

export const rankingQuerySchema = listQuerySchema.extend({
  status: rankingFilters.status?.schema,
  submission_type: rankingFilters.submission_type?.schema,
  category: rankingFilters.category?.schema,
  disagreement: rankingFilters.disagreement?.schema,
  sort: z
    .enum(Object.keys(RANKING_SORTS) as [RankingSort, ...RankingSort[]], { error: "Tri inconnu" })
    .default("score"),
  order: z.enum(["asc", "desc"], { error: "Ordre de tri inconnu (asc ou desc)" }).optional(),
});
export type RankingQuery = z.infer<typeof rankingQuerySchema>;

const submitted = sql`r.status = 'envoyee'`;
const counted = (recommendation: string) =>
  sql`cast(sum(case when ${submitted} and r.recommendation = ${sql.lit(recommendation)} then 1 else 0 end) as integer)`;

/** Every abstract with its aggregates, as a derived table the filters and sorts read. */
const rankedSubmissions = sql`(
  select s.id as submission_id, s.reference, s.title, s.category, s.submission_type, s.status,
    coalesce(a.reviews_done, 0) as reviews_done,
    coalesce(a.reviews_expected, 0) as reviews_expected,
    a.mean_hundredths, a.spread_hundredths,
    coalesce(a.orale, 0) as orale, coalesce(a.poster, 0) as poster,
    coalesce(a.reviser, 0) as reviser, coalesce(a.refus, 0) as refus,
    case when a.spread_hundredths >= ${DISAGREEMENT_SPREAD_HUNDREDTHS}
      or (coalesce(a.orale, 0) + coalesce(a.poster, 0) > 0 and coalesce(a.refus, 0) > 0)
      then 1 else 0 end as disagreement
  from ${submissionsForRanking}
  left join (
    select r.submission_id,
      cast(count(*) as integer) as reviews_expected,
      cast(sum(case when ${submitted} then 1 else 0 end) as integer) as reviews_done,
      cast(round(avg(case when ${submitted} then r.score_hundredths end)) as integer) as mean_hundredths,
      cast(max(case when ${submitted} then r.score_hundredths end)
        - min(case when ${submitted} then r.score_hundredths end) as integer) as spread_hundredths,
      ${counted("acceptee_orale")} as orale,
      ${counted("acceptee_poster")} as poster,
      ${counted("a_reviser")} as reviser,
      ${counted("refusee")} as refus
    from review_assignments r
    group by r.submission_id
  ) a on a.submission_id = s.id
) ranked`;

type StoredRanking = {
  submission_id: number;
  reference: string;
  title: string;
  category: string;
  submission_type: string;
  status: string;
  reviews_done: number;
  reviews_expected: number;
  mean_hundredths: number | null;
  spread_hundredths: number | null;
  orale: number;
  poster: number;
  reviser: number;
  refus: number;
  disagreement: number;
};

const rankingView = (row: StoredRanking): RankingRow => ({
  id: row.submission_id,
  submission_id: row.submission_id,
  reference: row.reference,
  title: row.title,
  category: row.category,
  submission_type: row.submission_type,
  reviews_done: Number(row.reviews_done),
  reviews_expected: Number(row.reviews_expected),
  mean_score: row.mean_hundredths === null ? null : Number(row.mean_hundredths) / 100,
  spread: row.spread_hundredths === null ? null : Number(row.spread_hundredths) / 100,
  recommendations: {
    acceptee_orale: Number(row.orale),
    acceptee_poster: Number(row.poster),
    a_reviser: Number(row.reviser),
    refusee: Number(row.refus),
  },
  disagreement: Number(row.disagreement) === 1,
  status: row.status as RankingRow["status"],
});

function whereOf(query: RankingQuery): RawBuilder<unknown> {
  const conditions: RawBuilder<boolean>[] = [];
  for (const [param, filter] of Object.entries(rankingFilters)) {
    const value = (query as Record<string, unknown>)[param];
    if (value !== undefined) conditions.push(filter.condition(value));
  }
  const words = query.q.trim().toLowerCase();
  if (words) {
    const pattern = `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      sql<boolean>`(lower(title) like ${pattern} escape '\\' or lower(reference) like ${pattern} escape '\\')`,
    );
  }
  return conditions.length === 0 ? sql`1 = 1` : sql.join(conditions, sql` and `);
}

function orderOf(query: Pick<RankingQuery, "sort" | "order">): RawBuilder<unknown> {
  const direction = query.order ?? (DESCENDING_FIRST.includes(query.sort) ? "desc" : "asc");
  const dir = sql.raw(direction);
  return sql`${RANKING_SORTS[query.sort]} ${dir}, submission_id ${dir}`;
}

/** One page of the ranking and its total. */
export async function rankingPage(db: Db, query: RankingQuery) {
  const where = whereOf(query);
  const offset = (query.page - 1) * query.per_page;
  const { rows } = await sql<StoredRanking & { total: number }>`
    select ranked.*, count(*) over () as total from ${rankedSubmissions}
    where ${where} order by ${orderOf(query)} limit ${query.per_page} offset ${offset}`.execute(db);
  const total = rows[0] ? Number(rows[0].total) : 0;
  return { data: rows.map(rankingView), total };
}

/** Every row of the ranking for the query (the page ignored), a page of 200 at a time. */
export async function* rankingRows(db: Db, query: RankingQuery): AsyncGenerator<RankingRow[]> {
  const where = whereOf(query);
  for (let offset = 0; ; offset += 200) {
    const { rows } = await sql<StoredRanking>`
      select ranked.* from ${rankedSubmissions}
      where ${where} order by ${orderOf(query)} limit 200 offset ${offset}`.execute(db);
    if (rows.length > 0) yield rows.map(rankingView);
    if (rows.length < 200) return;
  }
}
