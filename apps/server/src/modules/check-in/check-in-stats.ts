import {
  type CheckInStats,
  labelOf,
  PARTICIPATION_TYPES,
  valuesOf,
  zonedHour,
} from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { attendingByType } from "../registrations/registration-attendance.ts";

/**
 * The dashboard's attendance: arrivals per day and per hour (Casablanca's), and the share of
 * the paid or waived registrations of each type checked in at least once. A congress has a few
 * thousand check-ins: the hours are counted here from their times, the same on both engines.
 */
export async function checkInStats(db: Db, timeZone: string): Promise<CheckInStats> {
  const [arrivals, [expected, checkedIn]] = await Promise.all([
    db
      .selectFrom("check_ins")
      .select(["day", "checked_in_at"])
      .where("undone_at", "is", null)
      .orderBy("checked_in_at")
      .execute(),
    attendingByType(db),
  ]);
  const perDay = new Map<string, number>();
  const perHour = new Map<string, { day: string; hour: number; count: number }>();
  for (const { day, checked_in_at } of arrivals) {
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
    const hour = zonedHour(new Date(checked_in_at), timeZone);
    const key = `${day} ${hour}`;
    const slot = perHour.get(key) ?? { day, hour, count: 0 };
    slot.count += 1;
    perHour.set(key, slot);
  }
  const countOf = (rows: { participation_type: string; count: unknown }[], type: string) =>
    Number(rows.find((row) => row.participation_type === type)?.count ?? 0);
  return {
    per_day: [...perDay].map(([day, count]) => ({ day, count })),
    per_hour: [...perHour.values()],
    by_type: valuesOf(PARTICIPATION_TYPES).map((type) => ({
      participation_type: type,
      label: labelOf(PARTICIPATION_TYPES, type),
      expected: countOf(expected, type),
      checked_in: countOf(checkedIn, type),
    })),
  };
}
