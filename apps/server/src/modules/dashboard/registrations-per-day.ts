import type { StatsDay } from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { registrationsPerHour } from "../registrations/registration-statistics.ts";

/** Beyond this span the days without registrations are left out rather than listed. */
const MAX_FILLED_DAYS = 1_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * `2025-10-06` for an instant, as the calendar of `timeZone` shows it. One formatter for all the
 * buckets: building an Intl formatter costs far more than using one.
 */
function dayFormatter(timeZone: string): (instant: Date) => string {
  const format = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  return (instant) => format.format(instant);
}

/**
 * Registrations per day of `timeZone`, and their running total. The database counts per UTC
 * hour; Casablanca's offset is a whole number of hours, so each hour falls in
 * exactly one local day, which JavaScript then finds. Days between two busy ones appear at 0, so
 * that the chart's axis is a calendar.
 */
export async function registrationsPerDay(db: Db, timeZone: string): Promise<StatsDay[]> {
  const rows = await registrationsPerHour(db);
  const dayOf = dayFormatter(timeZone);
  const perDay = new Map<string, number>();
  for (const row of rows) {
    const day = dayOf(new Date(`${row.hour}:00:00.000Z`));
    perDay.set(day, (perDay.get(day) ?? 0) + row.count);
  }
  const days = [...perDay.keys()].sort();
  const first = days[0];
  const last = days.at(-1);
  if (first && last) {
    const span = (Date.parse(last) - Date.parse(first)) / DAY_MS;
    for (let n = 1; span <= MAX_FILLED_DAYS && n < span; n++) {
      const day = new Date(Date.parse(first) + n * DAY_MS).toISOString().slice(0, 10);
      if (!perDay.has(day)) perDay.set(day, 0);
    }
  }
  let cumulative = 0;
  return [...perDay.keys()].sort().map((day) => {
    const count = perDay.get(day) ?? 0;
    cumulative += count;
    return { day, count, cumulative };
  });
}
