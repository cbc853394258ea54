import { type Edition, type Locale, zonedDateTimeToUtc } from "@congres/shared";
import {
  inLanguage,
  type ProgrammeItemData,
  type ProgrammeSessionData,
  type PublishedProgramme,
} from "@congres/shared/programme";
import ical from "ical-generator";
import {
  itemText,
  itemTime,
  PROGRAMME_EXPORT_TEXTS,
  peopleLine,
  roomName,
} from "./programme-export-texts.ts";

/**
 * A session's time as an instant: its day and "HH:MM" on Casablanca's clocks, converted with
 * Intl's time-zone data (Morocco leaves UTC+1 for UTC+0 during Ramadan; no fixed offset).
 */
export function sessionInstant(day: string, time: string, timeZone: string): Date {
  const instant = zonedDateTimeToUtc(`${day}T${time}`, timeZone);
  if (!instant) throw new Error(`Heure de séance illisible : ${day} ${time}`);
  return instant;
}

function itemLine(item: ProgrammeItemData, locale: Locale): string {
  const parts = [
    item.board ? `${PROGRAMME_EXPORT_TEXTS[locale].board} ${item.board}` : "",
    itemTime(item) ?? "",
    item.reference ?? "",
    itemText(item, locale),
  ];
  return `• ${parts.filter((part) => part !== "").join(" — ")}`;
}

/** The subtitle, chairs, panel and talks (or posters with their boards), one per line. */
export function sessionDescription(session: ProgrammeSessionData, locale: Locale): string {
  const texts = PROGRAMME_EXPORT_TEXTS[locale];
  const lines = [
    session.subtitle ? inLanguage(session.subtitle, locale) : "",
    session.chairs.length > 0
      ? texts.labelled(texts.chairs(session.chairs.length), peopleLine(session.chairs, locale))
      : "",
    session.panel.length > 0 ? texts.labelled(texts.panel, peopleLine(session.panel, locale)) : "",
    ...session.items.map((item) => itemLine(item, locale)),
  ];
  return lines.filter((line) => line !== "").join("\n");
}

/**
 * How long a session without an announced end lasts in the calendar (the seed's gala dinner,
 * 20:00): without DTEND, RFC 5545 has it end when it starts, and calendars showed no end at all.
 */
export const UNANNOUNCED_END_MINUTES = 120;

/** The session's end: its own, else UNANNOUNCED_END_MINUTES after its start. */
function sessionEnd(session: ProgrammeSessionData, start: Date, timeZone: string): Date {
  return session.endsAt
    ? sessionInstant(session.day, session.endsAt, timeZone)
    : new Date(start.getTime() + UNANNOUNCED_END_MINUTES * 60_000);
}

export type CalendarOptions = {
  locale: Locale;
  /** Only these sessions ("Mon programme"); every session when undefined. Unknown ids are ignored. */
  sessionIds?: ReadonlySet<string> | undefined;
  edition: Edition;
};

/**
 * The publication as iCalendar (RFC 5545, written by ical-generator): one VEVENT per session,
 * its UID the session's id (stable across publications, so a calendar that imported it updates
 * the event), SEQUENCE the publication's version, times in UTC (see sessionInstant).
 */
export function programmeCalendar(programme: PublishedProgramme, options: CalendarOptions): string {
  const { locale, sessionIds, edition } = options;
  const texts = PROGRAMME_EXPORT_TEXTS[locale];
  const host = new URL(edition.siteUrl).host;
  const pageUrl = `${edition.siteUrl}${locale === "fr" ? "" : `/${locale}`}/programme`;
  const published = new Date(programme.publishedAt);
  const calendar = ical({
    name: `${edition.shortName} — ${texts.programme}`,
    prodId: { company: edition.shortName, product: "programme", language: locale.toUpperCase() },
    url: pageUrl,
  });
  for (const session of programme.sessions) {
    if (sessionIds && !sessionIds.has(session.id)) continue;
    const start = sessionInstant(session.day, session.startsAt, edition.timeZone);
    calendar.createEvent({
      id: `${session.id}@${host}`,
      sequence: programme.version,
      stamp: published,
      lastModified: published,
      start,
      end: sessionEnd(session, start, edition.timeZone),
      summary: inLanguage(session.title, locale),
      location: roomName(programme.rooms, session.room, locale),
      description: sessionDescription(session, locale) || null,
      url: pageUrl,
    });
  }
  return calendar.toString();
}
