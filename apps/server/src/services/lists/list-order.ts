export type SortDirection = "asc" | "desc";

/** The order of a list: a whitelisted column, then the id in the same direction (stable). */
export type ListOrder = { column: string; direction: SortDirection };

/** The lists' default: newest first, the order the search index serves fastest (decision 0014). */
export const NEWEST_FIRST: ListOrder = { column: "created_at", direction: "desc" };
