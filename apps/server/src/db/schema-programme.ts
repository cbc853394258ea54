import type { Generated } from "kysely";

/**
 * The programme's tables (2025-11-19, decision 0049). JSON columns hold texts in three languages
 * (`{fr, en?, ar?}`) and people (`[{name, title?, role?, photo?}]`), read and written whole.
 */
export type ProgrammeDayTable = {
  /** `YYYY-MM-DD`. */
  date: string;
  /** JSON `{fr, en?, ar?}`. */
  heading: string;
};

export type ProgrammeRoomTable = {
  id: Generated<number>;
  /** The French name: unique, what a session's `room` names. */
  name: string;
  /** JSON `{fr, en?, ar?}`. */
  names: string;
  capacity: number | null;
  map_url: string | null;
  /** The order of the rooms side by side. */
  position: number;
};

export type ProgrammeSessionTable = {
  /** Stable across publications (the iCal UID, the delegates' stars). */
  id: string;
  day: string;
  /** `HH:MM`, Casablanca time. */
  starts_at: string;
  ends_at: string | null;
  room_id: number;
  kind: string;
  title: string;
  subtitle: string | null;
  chairs: Generated<string>;
  panel: Generated<string>;
};

export type ProgrammeItemTable = {
  id: string;
  session_id: string;
  position: number;
  starts_at: string | null;
  ends_at: string | null;
  /** A free talk's title (JSON); null for an accepted submission, whose title is read from it. */
  title: string | null;
  speakers: Generated<string>;
  submission_id: number | null;
  board: string | null;
};

/** One publication: its number, who and when, and the `ProgrammeData` it froze (JSON). */
export type ProgrammeVersionTable = {
  version: number;
  published_at: string;
  published_by: number | null;
  snapshot: string;
};
