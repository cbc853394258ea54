import { edition } from "../../../lib/edition.ts";

export const DASH = "—";

const dateTimeFormat = new Intl.DateTimeFormat("fr-FR", {
  timeZone: edition.timeZone,
  dateStyle: "long",
  timeStyle: "short",
});

const shortDateFormat = new Intl.DateTimeFormat("fr-FR", {
  timeZone: edition.timeZone,
  dateStyle: "short",
  timeStyle: "short",
});

/** Dates in French, in the congress's time zone (Casablanca), whatever the reader's. */
export function formatDateTime(iso: string | null | undefined, style: "long" | "short" = "long") {
  if (!iso) return DASH;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return DASH;
  return (style === "long" ? dateTimeFormat : shortDateFormat).format(date);
}

export const yesNo = (value: boolean | null | undefined) =>
  value === undefined || value === null ? DASH : value ? "Oui" : "Non";

export const orDash = (value: string | number | null | undefined) =>
  value === undefined || value === null || String(value).trim() === "" ? DASH : String(value);

/**
 * A list's Total: exact as it is; an estimate (a search with many matches) says so, rounded
 * ("environ 25 000 résultats").
 */
export function formatListTotal(list: { total: number; total_estimated?: true }): string {
  return list.total_estimated
    ? `environ ${list.total.toLocaleString("fr-FR")} résultats`
    : String(list.total);
}

export const fullName = (first: string, last: string) => orDash(`${first} ${last}`.trim());

/** `<title>` of an admin page: the screen, then the congress's short name. */
export const adminMeta = (screen: string) => [
  { title: `${screen} | Administration ${edition.shortName}` },
  { name: "robots", content: "noindex, nofollow" },
];

const bankDateFormat = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeZone: "UTC" });

/** A bank date (`2025-10-05`) in French: "5 octobre 2025". */
export function formatBankDate(date: string | null | undefined): string {
  if (!date) return DASH;
  const instant = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(instant.getTime()) ? date : bankDateFormat.format(instant);
}
