/**
 * Dates, times and numbers in the page's language, with Intl, in Casablanca's time (decision
 * 0026). French keeps the edition's own wording ("1er novembre"), which its pages always showed;
 * English and Arabic are formatted. Arabic uses Western digits (`-u-nu-latn`), as Moroccan
 * print and the congress's own documents do.
 */
import { INTL_LOCALES, type Locale } from "../i18n/locale.ts";
import { edition } from "./edition.ts";

const timeZone = edition.timeZone;

/** A calendar date (`2025-10-30`) at noon in Casablanca, so no offset moves it to another day. */
const calendarDay = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`);

/** "Thursday 30 October 2025" / "الخميس 30 أكتوبر 2025"; the edition's label in French. */
export function formatDay(isoDate: string, locale: Locale): string {
  if (locale === "fr") {
    const label = edition.dates.days.find((day) => day.date === isoDate)?.label;
    if (label) return label;
  }
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone,
  }).format(calendarDay(isoDate));
}

/** The congress's dates as one range: "30 October – 1 November 2025". */
export function formatCongressDates(locale: Locale): string {
  if (locale === "fr") return edition.dates.label;
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone,
  }).formatRange(calendarDay(edition.dates.start), calendarDay(edition.dates.end));
}

/** An instant as Casablanca's date and time: "28 September 2025, 23:59". */
export function formatDateTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone,
  }).format(new Date(iso));
}

/** A whole number with the language's grouping: 1 000 / 1,000. */
export const formatNumber = (value: number, locale: Locale): string =>
  new Intl.NumberFormat(INTL_LOCALES[locale]).format(value);
