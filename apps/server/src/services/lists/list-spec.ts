import { edition } from "@congres/shared";
import { type RawBuilder, sql } from "kysely";
import { z } from "zod";
import { type ListQuery, listQuerySchema } from "./admin-list.ts";
import type { ListOrder, SortDirection } from "./list-order.ts";
import { startOfDayIn } from "./start-of-day.ts";

/**
 * One filter of an admin list: the schema of its query parameter (absent = no filter) and the
 * SQL condition it puts on the rows. Conditions name columns unqualified, so that the same one
 * serves the list, its search finders (rows aliased `s`), the totals and the exports.
 */
export type ListFilter<V = unknown> = {
  schema: z.ZodType<V | undefined>;
  // A method (checked bivariantly): a ListFilter<string> is one of a Record<string, ListFilter>.
  condition(value: V): RawBuilder<boolean>;
};

/**
 * `?country=Maroc`: rows whose column holds a value of a closed list; repeated
 * (`?payment_status=en_attente&payment_status=payee`), any of them (a mailing's audience).
 */
export function choiceFilter(
  column: string,
  values: readonly [string, ...string[]],
  message: string,
): ListFilter<string | string[]> {
  const one = z.enum(values, { error: message });
  return {
    schema: z.union([one, z.array(one).min(1).max(50)], { error: message }).optional(),
    condition: (value) =>
      typeof value === "string"
        ? sql<boolean>`${sql.ref(column)} = ${value}`
        : sql<boolean>`${sql.ref(column)} in (${sql.join(value)})`,
  };
}

/**
 * `?checked_in=true|false`: registrations scanned at the desk at least once (a live check-in),
 * or never. The outer `id` is the registration's whichever alias the list gives it.
 */
export function checkedInFilter(message: string): ListFilter<"true" | "false"> {
  return {
    schema: z.enum(["true", "false"], { error: message }).optional(),
    condition: (value) =>
      value === "true"
        ? sql<boolean>`id in (select registration_id from check_ins where undone_at is null)`
        : sql<boolean>`id not in (select registration_id from check_ins where undone_at is null)`,
  };
}

const calendarDate = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: message })
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), { error: message })
    .optional();

/** The instant a calendar day (`2025-10-30`) begins in the congress's time zone (Casablanca). */
export function dayStart(date: string): string {
  // Noon UTC lies inside that local day for any zone within ±11 h; the day began at its midnight.
  return startOfDayIn(edition.timeZone, new Date(`${date}T12:00:00Z`)).toISOString();
}

const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** `?created_from=2025-10-01`: rows of that day (Casablanca's) or later. */
export function fromDayFilter(column: string, message: string): ListFilter<string> {
  return {
    schema: calendarDate(message),
    condition: (date) => sql<boolean>`${sql.ref(column)} >= ${dayStart(date)}`,
  };
}

/** `?created_to=2025-10-31`: rows of that day (Casablanca's) or earlier, the whole day included. */
export function toDayFilter(column: string, message: string): ListFilter<string> {
  return {
    schema: calendarDate(message),
    condition: (date) => sql<boolean>`${sql.ref(column)} < ${dayStart(nextDay(date))}`,
  };
}

type FilterValues<F extends Record<string, ListFilter>> = {
  [K in keyof F]?: F[K] extends ListFilter<infer V> ? V : never;
};

export type SpecQuery<F extends Record<string, ListFilter>> = ListQuery &
  FilterValues<F> & { sort: string; order?: SortDirection | undefined };

/** A list's declared filters and sortable columns. */
export type ListSpec<F extends Record<string, ListFilter> = Record<string, ListFilter>> = {
  /** `?page&per_page&q`, one parameter per filter, `sort` and `order`. */
  schema: z.ZodType<SpecQuery<F>>;
  /** The filters set in a query, as SQL conditions. */
  conditions: (query: SpecQuery<F>) => RawBuilder<boolean>[];
  /** The query's order: its `sort` column, `order` or that column's natural direction. */
  order: (query: { sort: string; order?: SortDirection | undefined }) => ListOrder;
  /** The same query with more parameters (the badges' `layout`), for a route built on the list. */
  extend: <E extends Record<string, z.ZodType>>(
    shape: E,
  ) => z.ZodType<SpecQuery<F> & z.output<z.ZodObject<E>>>;
};

/**
 * Declares a list's query: adding a filter is one entry of `filters` (a `choiceFilter`, a day
 * filter…), adding a sort one column name of `sorts`. Every sort column must be NOT NULL (the
 * exports page by it) and indexed with the id (migration 2025-11-04-list-filters).
 */
export function defineList<F extends Record<string, ListFilter>>(spec: {
  filters: F;
  /** Sortable columns; `created_at` sorts newest first unless `order=asc`, the others A → Z. */
  sorts: readonly [string, ...string[]];
}): ListSpec<F> {
  const shape: Record<string, z.ZodType> = {};
  for (const [param, filter] of Object.entries(spec.filters)) shape[param] = filter.schema;
  const object = listQuerySchema.extend({
    ...shape,
    sort: z.enum(spec.sorts, { error: "Tri inconnu" }).default("created_at"),
    order: z.enum(["asc", "desc"], { error: "Ordre de tri inconnu (asc ou desc)" }).optional(),
  });
  // The filters' shape is only known as a record here: the casts state what it parses to.
  return {
    schema: object as unknown as z.ZodType<SpecQuery<F>>,
    extend: <E extends Record<string, z.ZodType>>(extra: E) =>
      object.extend(extra) as unknown as z.ZodType<SpecQuery<F> & z.output<z.ZodObject<E>>>,
    conditions: (query) =>
      Object.entries(spec.filters).flatMap(([param, filter]) => {
        const value = (query as Record<string, unknown>)[param];
        return value === undefined ? [] : [filter.condition(value)];
      }),
    order: ({ sort, order }) => ({
      column: sort,
      direction: order ?? (sort === "created_at" ? "desc" : "asc"),
    }),
  };
}
