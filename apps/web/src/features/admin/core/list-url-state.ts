/** Extra query parameters of a list (`status=failed`); an empty value means "no filter". */
export type ListFilters = Record<string, string>;

/** The page sizes staff can choose (the API's largest page is 100). */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

/** A choice kept in the address bar (`?status=failed`) and sent to the API with the search. */
export type ListFilter = {
  param: string;
  label: string;
  /** A closed list (a select, "Tous" first) or a calendar day (a date field, `2025-10-31`). */
  kind?: "choice" | "day";
  /** The first option, no filter: "Tous". */
  allLabel?: string;
  options?: readonly { value: string; label: string }[];
  /** A day filter's bounds: the params of the day filters it cannot precede / follow ("Du" ≤ "Au"). */
  notBefore?: string;
  notAfter?: string;
};

/** An order offered by a list: `last_name:asc` is `?sort=last_name&order=asc`. */
export type ListSort = { value: `${string}:${"asc" | "desc"}`; label: string };

/** Everything the address bar says about a list: page, page size, search, filters, order. */
export type ListState = {
  page: number;
  perPage: number;
  q: string;
  filters: ListFilters;
  /** One of the list's sorts, or "" for its default (newest first). */
  sort: string;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** The filters' values in the address bar; an unknown value counts as no filter. */
export function filtersOf(filters: readonly ListFilter[], params: URLSearchParams): ListFilters {
  const values: ListFilters = {};
  for (const filter of filters) {
    const value = params.get(filter.param) ?? "";
    const known =
      filter.kind === "day"
        ? DAY.test(value)
        : (filter.options ?? []).some((option) => option.value === value);
    if (known) values[filter.param] = value;
  }
  return values;
}

/** The list's state from the address bar; values it does not offer count as absent. */
export function listStateOf(
  params: URLSearchParams,
  filters: readonly ListFilter[],
  sorts: readonly ListSort[],
): ListState {
  const perPage = positive(params.get("per_page"), DEFAULT_PAGE_SIZE);
  const sort = `${params.get("sort") ?? ""}:${params.get("order") ?? ""}`;
  return {
    page: positive(params.get("page"), 1),
    perPage: (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : DEFAULT_PAGE_SIZE,
    q: params.get("q") ?? "",
    filters: filtersOf(filters, params),
    sort: sorts.some((option) => option.value === sort) ? sort : "",
  };
}

/**
 * The query of a list's state, for the address bar and, the same, for the API and the exports:
 * what is shown is what is exported. Defaults are left out (a plain `/admin/app/contacts`).
 */
export function queryOf(state: ListState, { page = true } = {}): URLSearchParams {
  const params = new URLSearchParams();
  if (page && state.page > 1) params.set("page", String(state.page));
  if (state.perPage !== DEFAULT_PAGE_SIZE) params.set("per_page", String(state.perPage));
  const q = state.q.trim();
  if (q) params.set("q", q);
  for (const [name, value] of Object.entries(state.filters)) if (value) params.set(name, value);
  if (state.sort) {
    const [column = "", order = ""] = state.sort.split(":");
    params.set("sort", column);
    params.set("order", order);
  }
  return params;
}
