import { edition, offsetMinutes } from "@congres/shared";

/**
 * How a column's values are written: text as typed (neutralised in a CSV), an instant (`created_at`,
 * shown in Casablanca's time), a calendar date (`2025-10-30`), centimes (shown as dirhams), a
 * 0/1 flag (Oui/Non) or an integer.
 */
export type CellKind = "text" | "instant" | "date" | "centimes" | "flag" | "integer";

export type ExportColumn<Row> = {
  header: string;
  kind: CellKind;
  value: (row: Row) => string | number | null;
};

/**
 * A CSV text a spreadsheet would read as a formula (`=`, `+`, `-`, `@`, or a tab / carriage
 * return before one) gets a leading apostrophe: shown as typed, never run (CSV/formula
 * injection). An XLSX needs none: its text cells are typed strings, never formulas.
 */
export function neutralise(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** Offsets of the congress's zone by UTC hour: zones change offset on the hour, at most. */
const offsetByHour = new Map<number, number>();

function offsetAt(time: number): number {
  const hour = Math.floor(time / 3_600_000);
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    offset = offsetMinutes(new Date(hour * 3_600_000), edition.timeZone) * 60_000;
    if (offsetByHour.size > 100_000) offsetByHour.clear();
    offsetByHour.set(hour, offset);
  }
  return offset;
}

/**
 * The wall-clock time in Casablanca of an ISO instant, as a Date whose UTC fields are that time:
 * what a spreadsheet cell holds (it has no time zones).
 */
export function casablancaWallClock(iso: string): Date {
  const time = Date.parse(iso);
  return new Date(time + offsetAt(time));
}

const two = (n: number) => String(n).padStart(2, "0");
const dayMonthYear = (d: Date) =>
  `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;

/** `2025-10-30T08:05:00.000Z` → `30/10/2025 09:05` (Casablanca's time). */
export function formatInstant(iso: string): string {
  const local = casablancaWallClock(iso);
  return `${dayMonthYear(local)} ${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`;
}

/** `2025-10-30` → `30/10/2025`. */
export function formatDate(date: string): string {
  return dayMonthYear(new Date(`${date}T00:00:00Z`));
}

/** 100050 → `1000,50`: no grouping, a decimal comma, so that a French Excel reads a number. */
export function formatCentimesPlain(centimes: number): string {
  const sign = centimes < 0 ? "-" : "";
  const abs = Math.abs(centimes);
  return `${sign}${Math.floor(abs / 100)},${two(abs % 100)}`;
}

/** A cell of the CSV (a French Excel's conventions). */
export function csvCell(kind: CellKind, value: string | number | null): string {
  if (value === null || value === "") return "";
  switch (kind) {
    case "instant":
      return formatInstant(String(value));
    case "date":
      return formatDate(String(value));
    case "centimes":
      return formatCentimesPlain(Number(value));
    case "flag":
      return Number(value) ? "Oui" : "Non";
    case "integer":
      return String(value);
    case "text":
      return neutralise(String(value));
  }
}
