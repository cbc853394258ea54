import { offsetMinutes } from "@congres/shared";

/** The UTC instant at which the local day containing `now` began in `timeZone`. */
export function startOfDayIn(timeZone: string, now = new Date()): Date {
  const local = new Date(now.getTime() + offsetMinutes(now, timeZone) * 60_000);
  const midnightAsUtc = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  // The offset at midnight may differ from the offset now (a change of time during the day).
  const guess = new Date(midnightAsUtc);
  return new Date(midnightAsUtc - offsetMinutes(guess, timeZone) * 60_000);
}
