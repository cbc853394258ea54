import {
  inLanguage,
  type ProgrammeData,
  type ProgrammePersonData,
  type ProgrammeSessionData,
} from "@congres/shared/programme";
import type { Locale } from "../../i18n/locale.ts";

/**
 * The programme as the page shows it, in one language (French where a text is missing): days,
 * their time slots (sessions of the same times side by side), and each session's people.
 */
export type PersonView = { title?: string; name: string; role?: string; photo?: string };

export type TalkView = {
  id: string;
  time?: string;
  title: string;
  speakers: PersonView[];
  /** A poster's board number, and its submission's reference. */
  board?: string;
  reference?: string;
};

export type SessionView = {
  id: string;
  title: string;
  subtitle?: string;
  room: string;
  /** The room's map (an https address staff gave), which its name links to. */
  roomMap?: string;
  isBreak: boolean;
  /** Talks without a title of their own: their people, as the session's speakers. */
  speakers: PersonView[];
  moderators: PersonView[];
  panel: PersonView[];
  /** Talks and posters with a title (accepted submissions, free talks). */
  talks: TalkView[];
  /** Changes when the time, room, title or people change ("Mon programme" notices it). */
  fingerprint: string;
  /** The session's own times, when they are not its slot's (it ends earlier or later). */
  time?: string;
};

export type SlotView = { time: string; isBreak: boolean; sessions: SessionView[] };
export type DayView = { number: number; date: string; heading: string; slots: SlotView[] };

const timeRange = (startsAt: string, endsAt: string | undefined) =>
  endsAt ? `${startsAt} - ${endsAt}` : startsAt;

/** FNV-1a, 32 bits, base 36: short, stable, the same in the build and in the browser. */
function hash(text: string): string {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value.toString(36);
}

/** Language-independent (French texts), so a star kept on /en/programme compares on /ar too. */
export function sessionFingerprint(session: ProgrammeSessionData): string {
  const names = (people: ProgrammePersonData[]) => people.map((person) => person.name);
  return hash(
    JSON.stringify([
      session.day,
      session.startsAt,
      session.endsAt ?? "",
      session.room,
      session.title.fr,
      names(session.chairs),
      names(session.panel),
      session.items.map((item) => [item.startsAt, item.title?.fr, names(item.speakers)]),
    ]),
  );
}

export function programmeView(programme: ProgrammeData, locale: Locale): DayView[] {
  const text = (value: Parameters<typeof inLanguage>[0] | undefined) =>
    value ? inLanguage(value, locale) || undefined : undefined;
  const person = (data: ProgrammePersonData): PersonView => {
    return {
      name: data.name,
      ...(data.title && { title: text(data.title) }),
      ...(data.role && { role: text(data.role) }),
      ...(data.photo && { photo: data.photo }),
    };
  };
  const rooms = new Map(programme.rooms.map((room) => [room.name.fr, room]));
  const sessionView = (session: ProgrammeSessionData): SessionView => {
    const untitled = session.items.filter((item) => !item.title);
    const titled = session.items.filter((item) => item.title);
    return {
      id: session.id,
      title: inLanguage(session.title, locale),
      ...(session.subtitle && { subtitle: text(session.subtitle) }),
      room: inLanguage(rooms.get(session.room)?.name ?? { fr: session.room }, locale),
      ...(rooms.get(session.room)?.mapUrl && { roomMap: rooms.get(session.room)?.mapUrl }),
      isBreak: session.kind === "break",
      speakers: untitled.flatMap((item) => item.speakers.map(person)),
      moderators: session.chairs.map(person),
      panel: session.panel.map(person),
      talks: titled.map((item) => ({
        id: item.id,
        ...(item.startsAt && { time: timeRange(item.startsAt, item.endsAt) }),
        title: text(item.title) ?? "",
        speakers: item.speakers.map(person),
        ...(item.board && { board: item.board }),
        ...(item.reference && { reference: item.reference }),
      })),
      fingerprint: sessionFingerprint(session),
    };
  };
  return programme.days.map((day, index) => {
    // A slot: the sessions starting together, side by side.
    const starts = new Map<string, ProgrammeSessionData[]>();
    for (const session of programme.sessions.filter((each) => each.day === day.date))
      starts.set(session.startsAt, [...(starts.get(session.startsAt) ?? []), session]);
    const slots = [...starts.values()].map((sessions): SlotView => {
      const times = new Set(sessions.map((each) => timeRange(each.startsAt, each.endsAt)));
      const shared = times.size === 1;
      const views = sessions.map((session) => ({
        ...sessionView(session),
        ...(!shared && { time: timeRange(session.startsAt, session.endsAt) }),
      }));
      return {
        time: shared ? ([...times][0] ?? "") : (sessions[0]?.startsAt ?? ""),
        isBreak: views.every((view) => view.isBreak),
        sessions: views,
      };
    });
    return { number: index + 1, date: day.date, heading: inLanguage(day.heading, locale), slots };
  });
}
