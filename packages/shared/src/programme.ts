/**
 * The programme as data (issue #24): what staff edit, what a publication freezes, what every
 * public rendering (pages, home cards, iCal, PDF, "Mon programme") reads. A publication is one
 * `PublishedProgramme` value, stored as JSON with its version number.
 */

export const SESSION_KINDS = [
  "plenary",
  "parallel",
  "posters",
  "workshop",
  "break",
  "ceremony",
] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

/** A text in French, optionally English and Arabic; a missing language falls back to French. */
export type LocalizedText = { fr: string; en?: string; ar?: string };

/**
 * A person shown in the programme. `title` apart from the name ("Pr.", "Dr."), so that initials
 * are the name's. `photo`: the file name (without extension) of a portrait the web build knows
 * (apps/web/src/content/people), drawn by the site's stylesheet; none, or one the build lacks →
 * initials.
 */
/** A portrait's name: its file's in apps/web/src/content/people, without `.webp`. */
export const PORTRAIT_NAME = /^[a-z0-9][a-z0-9-]{0,80}$/;

export type ProgrammePersonData = {
  title?: LocalizedText;
  name: string;
  role?: LocalizedText;
  photo?: string;
};

export type ProgrammeRoomData = {
  /** The room's name in French is its key: a session's `room` names it. */
  name: LocalizedText;
  capacity?: number;
  mapUrl?: string;
};

/** Inside a session: a talk (an accepted submission, or a free title and speakers) or a poster. */
export type ProgrammeItemData = {
  id: string;
  /** "HH:MM" within the session's times, when the item has its own. */
  startsAt?: string;
  endsAt?: string;
  title?: LocalizedText;
  speakers: ProgrammePersonData[];
  /** Set when the item is an accepted submission. */
  submissionId?: string;
  /** The submission's reference ("ABS-…"), shown with a poster. */
  reference?: string;
  /** A poster's board number. */
  board?: string;
};

export type ProgrammeSessionData = {
  /** Stable across publications: the iCal UID and the "Mon programme" star follow it. */
  id: string;
  /** "YYYY-MM-DD", one of the programme's days. */
  day: string;
  /** "HH:MM", Casablanca time. */
  startsAt: string;
  /**
   * Absent when no end is announced (the seed's gala dinner); the admin API asks one of every
   * session it creates or changes.
   */
  endsAt?: string;
  room: string;
  kind: SessionKind;
  title: LocalizedText;
  subtitle?: LocalizedText;
  chairs: ProgrammePersonData[];
  /** A round table's panellists. */
  panel: ProgrammePersonData[];
  items: ProgrammeItemData[];
};

export type ProgrammeDayData = {
  /** "YYYY-MM-DD". */
  date: string;
  heading: LocalizedText;
};

/** The whole programme: a draft, or a publication when `version` is set. */
export type ProgrammeData = {
  days: ProgrammeDayData[];
  rooms: ProgrammeRoomData[];
  /** Sorted by day, start, then the room's order in `rooms`. */
  sessions: ProgrammeSessionData[];
};

export type PublishedProgramme = ProgrammeData & {
  version: number;
  /** ISO 8601 instant. */
  publishedAt: string;
};

/** A text in a language, else French. */
export function inLanguage(text: LocalizedText, locale: "fr" | "en" | "ar"): string {
  return text[locale] || text.fr;
}

/**
 * `programme-seed.json` (export "./programme-seed"): the programme as the three content files of
 * apps/web held it before issue #24, converted once. The migration that creates the programme
 * tables loads it as the first published version; the web build renders it into the prerendered
 * pages, which the server replaces with the published version from the database at start.
 */
