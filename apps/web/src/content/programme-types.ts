/**
 * A person of the programme: the title apart from the name ("Pr.", "Prof.", "أ.د."), so that the
 * initials are the name's; `photo` is an image URL (a data URL for the inlined portraits) when there is one.
 */
export type ProgrammePerson = { title?: string; name: string; role?: string; photo?: string };

export type VenueId = "amphi" | "jay" | "ibnRochd" | "hall" | "restaurant" | "gala";

/** One session of a time slot (§3 "Programme session"). */
export type ProgrammeSession = {
  title: string;
  subtitle?: string;
  speakers?: ProgrammePerson[];
  moderators?: ProgrammePerson[];
  panel?: ProgrammePerson[];
  venue: VenueId;
};

/** A time slot holds one session, or several running in parallel (shown side by side). */
export type ProgrammeSlot = {
  time: string;
  kind?: "break";
  sessions: ProgrammeSession[];
};

export type ProgrammeDay = {
  /** Index into `edition.dates.days`, so the dates stay in the edition config. */
  dayIndex: number;
  heading: string;
  slots: ProgrammeSlot[];
};
