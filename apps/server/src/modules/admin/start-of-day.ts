/** Minutes `timeZone` is ahead of UTC at `instant` (60 for Casablanca most of the year). */
function offsetMinutes(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    part("year"),
    part("month") - 1,
    part("day"),
    part("hour"),
    part("minute"),
    part("second"),
  );
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The UTC instant at which the local day containing `now` began in `timeZone`. */
export function startOfDayIn(timeZone: string, now = new Date()): Date {
  const local = new Date(now.getTime() + offsetMinutes(now, timeZone) * 60_000);
  const midnightAsUtc = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  // The offset at midnight may differ from the offset now (a change of time during the day).
  const guess = new Date(midnightAsUtc);
  return new Date(midnightAsUtc - offsetMinutes(guess, timeZone) * 60_000);
}
