/**
 * The printed programme as its document lays it out: every text already worded in the
 * programme's language by the programme module; the document only places them.
 */

export type PrintedItem = {
  /** "09:45–10:30", when the talk has its own times. */
  time?: string;
  /** A poster's board number. */
  board?: string;
  /** The accepted submission's reference. */
  reference?: string;
  /** Title and speakers. */
  text: string;
};

export type PrintedSession = {
  id: string;
  startsAt: string;
  /** None for an evening without a set end (the gala dinner). */
  endsAt?: string;
  /** A break (coffee, lunch) is one muted line. */
  isBreak: boolean;
  room: string;
  title: string;
  subtitle?: string;
  /** "Modérateurs : Pr. A, Dr B". */
  chairs?: string;
  panel?: string;
  items: PrintedItem[];
};

export type PrintedDay = { date: string; heading: string; sessions: PrintedSession[] };

export type PrintedProgramme = {
  locale: "fr" | "en" | "ar";
  congressName: string;
  shortName: string;
  title: string;
  datesLabel: string;
  venue: string;
  /** "Version 3, publiée le 28 novembre 2026". */
  published: string;
  /** The word before a board number ("Panneau"). */
  board: string;
  days: PrintedDay[];
};
