/** Wall-clock time in a named time zone (Casablanca), computed with Intl: no tz database copy. */

/** Minutes `timeZone` is ahead of UTC at `instant` (60 for Casablanca most of the year). */
export function offsetMinutes(instant: Date, timeZone: string): number {
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

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The instant at which the clocks of `timeZone` show `local` (`2025-10-20T23:59`, as
 * `<input type="datetime-local">` writes it), or undefined when it is no real date and time.
 */
export function zonedDateTimeToUtc(local: string, timeZone: string): Date | undefined {
  const match = LOCAL_DATE_TIME.exec(local);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1).map((n) => Number(n ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(asUtc);
  const sameDay = check.getUTCMonth() === month - 1 && check.getUTCDate() === day;
  if (!sameDay || hour > 23 || minute > 59 || second > 59) return undefined;
  // The offset at the guess, then at the result: right across a change of time.
  const first = asUtc - offsetMinutes(new Date(asUtc), timeZone) * 60_000;
  return new Date(asUtc - offsetMinutes(new Date(first), timeZone) * 60_000);
}

/** `2025-10-20T23:59` as the clocks of `timeZone` show `instant` (for datetime-local inputs). */
export function utcToZonedDateTime(instant: Date, timeZone: string): string {
  const local = new Date(instant.getTime() + offsetMinutes(instant, timeZone) * 60_000);
  return local.toISOString().slice(0, 16);
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day `YYYY-MM-DD` the clocks of `timeZone` show at `instant`. */
export function zonedDay(instant: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // Swedish writes dates as ISO does.
    format = new Intl.DateTimeFormat("sv-SE", { timeZone });
    dayFormats.set(timeZone, format);
  }
  return format.format(instant);
}

/** The hour (0–23) the clocks of `timeZone` show at `instant`. */
export function zonedHour(instant: Date, timeZone: string): number {
  return Number(utcToZonedDateTime(instant, timeZone).slice(11, 13));
}
