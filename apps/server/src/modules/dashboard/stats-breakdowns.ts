import {
  STATS_BREAKDOWNS,
  STATS_OTHERS_LABEL,
  STATS_OTHERS_VALUE,
  type StatsBreakdown,
  type StatsBreakdownDefinition,
  type StatsSlice,
} from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { registrationValueCounts } from "../registrations/registration-statistics.ts";
import { submissionValueCounts } from "../submissions/submission-statistics.ts";

/** Rows per value of one column, read by the module that owns the table. */
const countsByValue = (db: Db, definition: StatsBreakdownDefinition) =>
  definition.table === "registrations"
    ? registrationValueCounts(db, definition.column)
    : submissionValueCounts(db, definition.column);

/** Most first; equal counts by value, so that the order never depends on the database. */
const byCountThenValue = (a: StatsSlice, b: StatsSlice) =>
  b.count - a.count || a.value.localeCompare(b.value, "fr");

/** Every choice in its own order (0 when absent), then any stored value the list no longer has. */
function closedListSlices(
  choices: readonly { value: string; label: string }[],
  counts: Map<string, number>,
): StatsSlice[] {
  const known = choices.map(({ value, label }) => ({
    value,
    label,
    count: counts.get(value) ?? 0,
  }));
  const unknown = [...counts]
    .filter(([value]) => !choices.some((choice) => choice.value === value))
    .map(([value, count]) => ({ value, label: value, count }))
    .sort(byCountThenValue);
  return [...known, ...unknown];
}

/** The `top` largest values, then the rest as one "Autres" slice (when there is a rest). */
function topSlices(top: number, counts: Map<string, number>): StatsSlice[] {
  const sorted = [...counts]
    .map(([value, count]) => ({ value, label: value, count }))
    .sort(byCountThenValue);
  const rest = sorted.slice(top).reduce((sum, slice) => sum + slice.count, 0);
  const others = { value: STATS_OTHERS_VALUE, label: STATS_OTHERS_LABEL, count: rest };
  return sorted.length > top ? [...sorted.slice(0, top), others] : sorted;
}

export async function statsBreakdown(
  db: Db,
  definition: StatsBreakdownDefinition,
): Promise<StatsBreakdown> {
  const counts = new Map(
    (await countsByValue(db, definition)).map(({ value, count }) => [value, count]),
  );
  const slices = definition.choices
    ? closedListSlices(definition.choices, counts)
    : topSlices(definition.top ?? counts.size, counts);
  return { key: definition.key, title: definition.title, slices };
}

export const allStatsBreakdowns = (db: Db) =>
  Promise.all(STATS_BREAKDOWNS.map((definition) => statsBreakdown(db, definition)));
