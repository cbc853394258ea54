/**
 * Dates, times and numbers in the page's language, with Intl, in Casablanca's time (decisions
 * 0026, 0029). The congress's own days and dates read as the edition's wording words them, in
 * every language (the same words as the mails); other instants are formatted. Arabic uses the
 * pan-Arab month names and Western digits (`ar-u-nu-latn`).
 */
import { editionWording } from "../i18n/catalogue/all.ts";
import { INTL_LOCALES, type Locale } from "../i18n/locale.ts";
import { editionFacts } from "./edition-facts.ts";

const timeZone = editionFacts.timeZone;

/** A calendar date (`2025-10-30`) at noon in Casablanca, so no offset moves it to another day. */
const calendarDay = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`);

/** "Thursday 30 October 2025" / "الخميس 30 أكتوبر 2025": a congress day as the wording has it. */
export function formatDay(isoDate: string, locale: Locale): string {
  const index = (editionFacts.dates.days as readonly string[]).indexOf(isoDate);
  const label = editionWording(locale).dayLabels[index];
  if (label) return label;
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone,
  }).format(calendarDay(isoDate));
}

/** The congress's dates as one phrase: "30–31 October and 1 November 2025". */
export const formatCongressDates = (locale: Locale): string => editionWording(locale).datesLabel;

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

/** "jeudi" / "Thursday" / "الخميس": the weekday of a calendar date, in Casablanca. */
export const formatWeekday = (isoDate: string, locale: Locale): string =>
  new Intl.DateTimeFormat(INTL_LOCALES[locale], { weekday: "long", timeZone }).format(
    calendarDay(isoDate),
  );
