import { createHash } from "node:crypto";
import { type Edition, editionWordingIn, type Locale } from "@congres/shared";
import {
  inLanguage,
  type ProgrammePersonData,
  type ProgrammeSessionData,
  type PublishedProgramme,
} from "@congres/shared/programme";
import { v5 as uuidV5 } from "uuid";
import { z } from "zod";
import {
  sessionDescription,
  sessionInstant,
  UNANNOUNCED_END_MINUTES,
} from "./programme-calendar.ts";
import { roomName } from "./programme-export-texts.ts";

/**
 * The published programme as the feeds conference apps read (issue #41 item 4, decision 0078):
 * the schedule JSON of pretalx (`{schedule: {version, conference: {…, days: [{date, rooms}]}}}`)
 * and the frab schedule XML, both from one `ScheduleFeed` so that they never disagree. Sessions
 * are the events (a talk inside a session keeps its session's time, as the delegates' pages show
 * it); their ids and GUIDs come from the session's stable id, so an app that stored one updates it.
 */
export type FeedEvent = {
  guid: string;
  id: number;
  code: string;
  slug: string;
  /** ISO 8601 with Casablanca's offset of that day. */
  date: string;
  start: string;
  duration: string;
  room: string;
  title: string;
  subtitle: string | null;
  type: string;
  abstract: string;
  url: string;
  persons: string[];
};

export type FeedDay = {
  index: number;
  date: string;
  dayStart: string;
  dayEnd: string;
  rooms: { name: string; guid: string; events: FeedEvent[] }[];
};

export type ScheduleFeed = {
  version: string;
  url: string;
  conference: {
    acronym: string;
    title: string;
    start: string;
    end: string;
    timeZone: string;
    baseUrl: string;
    rooms: { name: string; guid: string }[];
    days: FeedDay[];
  };
};

const pad = (value: number) => String(value).padStart(2, "0");
const hoursMinutes = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
};

/** `2025-10-30T09:00:00+01:00`: the wall time with the offset Casablanca's clocks had then. */
function zonedIso(day: string, time: string, timeZone: string): string {
  const instant = sessionInstant(day, time, timeZone);
  const offset = Math.round((Date.parse(`${day}T${time}:00Z`) - instant.getTime()) / 60_000);
  const sign = offset < 0 ? "-" : "+";
  return `${day}T${time}:00${sign}${hoursMinutes(Math.abs(offset))}`;
}

const personName = (person: ProgrammePersonData, locale: Locale) =>
  person.title ? `${inLanguage(person.title, locale)} ${person.name}` : person.name;

/** Chairs, panellists, then the speakers of its talks, each once. */
function sessionPersons(session: ProgrammeSessionData, locale: Locale): string[] {
  const people = [
    ...session.chairs,
    ...session.panel,
    ...session.items.flatMap((item) => item.speakers),
  ];
  return [...new Set(people.map((person) => personName(person, locale)))];
}

/** The feed in `locale`; the same publication gives the same ids in every language. */
export function scheduleFeed(
  programme: PublishedProgramme,
  locale: Locale,
  edition: Edition,
): ScheduleFeed {
  const host = new URL(edition.siteUrl).host;
  const guidOf = (name: string) => uuidV5(`${host}/${name}`, uuidV5.URL);
  const acronym = edition.shortName.toLowerCase().replace(/[^a-z0-9]+/g, "_");
  const pageUrl = `${edition.siteUrl}${locale === "fr" ? "" : `/${locale}`}/programme`;
  // The rooms in their order, then any a session names without a room entry (shown by its name).
  const roomKeys = [
    ...new Set([
      ...programme.rooms.map((room) => room.name.fr),
      ...programme.sessions.map((session) => session.room),
    ]),
  ];
  const rooms = roomKeys.map((key) => ({
    name: roomName(programme.rooms, key, locale),
    guid: guidOf(`room/${key}`),
  }));
  const eventOf = (session: ProgrammeSessionData): FeedEvent => {
    const hash = createHash("sha256").update(`${host}/session/${session.id}`).digest("hex");
    const end = session.endsAt
      ? minutesOf(session.endsAt)
      : minutesOf(session.startsAt) + UNANNOUNCED_END_MINUTES;
    return {
      guid: guidOf(`session/${session.id}`),
      // 28 bits of the hash: stable, positive, and unique among a congress's sessions.
      id: Number.parseInt(hash.slice(0, 7), 16) + 1,
      code: hash.slice(0, 6).toUpperCase(),
      slug: `${acronym}-${hash.slice(0, 12)}`,
      date: zonedIso(session.day, session.startsAt, edition.timeZone),
      start: session.startsAt,
      duration: hoursMinutes(Math.max(0, end - minutesOf(session.startsAt))),
      room: roomName(programme.rooms, session.room, locale),
      title: inLanguage(session.title, locale),
      subtitle: session.subtitle ? inLanguage(session.subtitle, locale) : null,
      type: session.kind,
      abstract: sessionDescription(session, locale),
      url: `${pageUrl}#${session.id}`,
      persons: sessionPersons(session, locale),
    };
  };
  const days = programme.days.map((day, index): FeedDay => {
    const sessions = programme.sessions.filter((session) => session.day === day.date);
    const events = sessions.map(eventOf);
    const starts = sessions.map((session) => session.startsAt).sort();
    const ends = events.map((event) =>
      hoursMinutes(Math.min(23 * 60 + 59, minutesOf(event.start) + minutesOf(event.duration))),
    );
    return {
      index: index + 1,
      date: day.date,
      dayStart: zonedIso(day.date, starts[0] ?? "00:00", edition.timeZone),
      dayEnd: zonedIso(day.date, ends.sort().at(-1) ?? "23:59", edition.timeZone),
      rooms: rooms
        .map((room) => ({
          ...room,
          events: events.filter((event) => event.room === room.name),
        }))
        .filter((room) => room.events.length > 0),
    };
  });
  return {
    version: String(programme.version),
    url: pageUrl,
    conference: {
      acronym,
      title: editionWordingIn(locale).name,
      start: programme.days[0]?.date ?? edition.dates.start,
      end: programme.days.at(-1)?.date ?? edition.dates.end,
      timeZone: edition.timeZone,
      baseUrl: edition.siteUrl,
      rooms,
      days,
    },
  };
}

const GENERATOR = { name: "congres-sexologie", version: "1" };

/** pretalx's schedule JSON (the shape c3voc's schema.json describes). */
export function scheduleJson(feed: ScheduleFeed) {
  const { conference } = feed;
  return {
    $schema: "https://c3voc.de/schedule/schema.json",
    generator: GENERATOR,
    schedule: {
      url: feed.url,
      version: feed.version,
      base_url: conference.baseUrl,
      conference: {
        acronym: conference.acronym,
        title: conference.title,
        start: conference.start,
        end: conference.end,
        daysCount: conference.days.length,
        timeslot_duration: "00:05",
        time_zone_name: conference.timeZone,
        url: feed.url,
        rooms: conference.rooms,
        days: conference.days.map((day) => ({
          index: day.index,
          date: day.date,
          day_start: day.dayStart,
          day_end: day.dayEnd,
          rooms: Object.fromEntries(
            day.rooms.map((room) => [
              room.name,
              room.events.map((event) => ({
                guid: event.guid,
                code: event.code,
                id: event.id,
                logo: null,
                date: event.date,
                start: event.start,
                duration: event.duration,
                room: event.room,
                slug: event.slug,
                url: event.url,
                title: event.title,
                subtitle: event.subtitle,
                track: null,
                type: event.type,
                language: null,
                abstract: event.abstract,
                description: null,
                persons: event.persons.map((name) => ({ name, public_name: name })),
                links: [],
                attachments: [],
              })),
            ]),
          ),
        })),
      },
    },
  };
}

const nullableText = z.string().nullable();
/** The answer of `/programme.json`, declared for the serializer and the OpenAPI document. */
export const scheduleJsonSchema = z.object({
  $schema: z.string(),
  generator: z.object({ name: z.string(), version: z.string() }),
  schedule: z.object({
    url: z.string(),
    version: z.string(),
    base_url: z.string(),
    conference: z.object({
      acronym: z.string(),
      title: z.string(),
      start: z.string(),
      end: z.string(),
      daysCount: z.number().int(),
      timeslot_duration: z.string(),
      time_zone_name: z.string(),
      url: z.string(),
      rooms: z.array(z.object({ name: z.string(), guid: z.string() })),
      days: z.array(
        z.object({
          index: z.number().int(),
          date: z.string(),
          day_start: z.string(),
          day_end: z.string(),
          rooms: z.record(
            z.string(),
            z.array(
              z.object({
                guid: z.string(),
                code: z.string(),
                id: z.number().int(),
                logo: z.null(),
                date: z.string(),
                start: z.string(),
                duration: z.string(),
                room: z.string(),
                slug: z.string(),
                url: z.string(),
                title: z.string(),
                subtitle: nullableText,
                track: z.null(),
                type: z.string(),
                language: z.null(),
                abstract: z.string(),
                description: z.null(),
                persons: z.array(z.object({ name: z.string(), public_name: z.string() })),
                links: z.array(z.never()),
                attachments: z.array(z.never()),
              }),
            ),
          ),
        }),
      ),
    }),
  }),
});

/**
 * The frab schedule XML (c3voc's schedule.xml.xsd), written by xmlbuilder2, which is loaded with
 * the first XML asked for: its DOM is ~1 MB of an idle server otherwise (decision 0084).
 */
export async function scheduleXml(feed: ScheduleFeed): Promise<string> {
  // A CommonJS package: bundled, its exports are only the default export (bundle-server.ts).
  const { create } = (await import("xmlbuilder2")).default;
  const { conference } = feed;
  const schedule = create({ version: "1.0", encoding: "UTF-8" }).ele("schedule");
  schedule.ele("generator", GENERATOR);
  schedule.ele("version").txt(feed.version);
  const head = schedule.ele("conference");
  head.ele("acronym").txt(conference.acronym);
  head.ele("title").txt(conference.title);
  head.ele("start").txt(conference.start);
  head.ele("end").txt(conference.end);
  head.ele("days").txt(String(conference.days.length));
  head.ele("timeslot_duration").txt("00:05");
  head.ele("base_url").txt(conference.baseUrl);
  head.ele("url").txt(feed.url);
  head.ele("time_zone_name").txt(conference.timeZone);
  for (const day of conference.days) {
    const dayElement = schedule.ele("day", {
      index: String(day.index),
      date: day.date,
      start: day.dayStart,
      end: day.dayEnd,
    });
    for (const room of day.rooms) {
      const roomElement = dayElement.ele("room", { name: room.name, guid: room.guid });
      for (const event of room.events) {
        const element = roomElement.ele("event", { id: String(event.id), guid: event.guid });
        element.ele("room").txt(event.room);
        element.ele("title").txt(event.title);
        if (event.subtitle) element.ele("subtitle").txt(event.subtitle);
        element.ele("type").txt(event.type);
        element.ele("date").txt(event.date);
        element.ele("start").txt(event.start);
        element.ele("duration").txt(event.duration);
        element.ele("abstract").txt(event.abstract);
        element.ele("slug").txt(event.slug);
        element.ele("track");
        const persons = element.ele("persons");
        for (const name of event.persons) persons.ele("person").txt(name);
        element.ele("url").txt(event.url);
      }
    }
  }
  return schedule.end({ prettyPrint: true });
}
