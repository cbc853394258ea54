import { edition, INTL_LOCALES, type Locale } from "@congres/shared";
import {
  inLanguage,
  type ProgrammeItemData,
  type ProgrammePersonData,
  type ProgrammeRoomData,
} from "@congres/shared/programme";

/** What a delegate reads in the programme's iCalendar and PDF, and in their refusals. */
export type ProgrammeExportTexts = {
  programme: string;
  chairs: (count: number) => string;
  panel: string;
  board: string;
  /** "Modérateurs : A, B" (French puts a space before the colon). */
  labelled: (label: string, value: string) => string;
  listSeparator: string;
  published: (version: number, publishedAt: string) => string;
  notPublished: string;
  unknownLanguage: string;
};

// The formatter is made with the first date: ICU's data is paged in then, not at start.
const publishedDate = (locale: Locale) => {
  let format: Intl.DateTimeFormat | undefined;
  return (iso: string) => {
    format ??= new Intl.DateTimeFormat(INTL_LOCALES[locale], {
      dateStyle: "long",
      timeZone: edition.timeZone,
    });
    return format.format(new Date(iso));
  };
};
const dateFr = publishedDate("fr");
const dateEn = publishedDate("en");
const dateAr = publishedDate("ar");

export const PROGRAMME_EXPORT_TEXTS: Record<Locale, ProgrammeExportTexts> = {
  fr: {
    programme: "Programme",
    chairs: (count) => (count > 1 ? "Modérateurs" : "Modérateur"),
    panel: "Panel",
    board: "Panneau",
    labelled: (label, value) => `${label} : ${value}`,
    listSeparator: ", ",
    // French writes the first of the month "1er" (Intl writes "1 octobre").
    published: (version, at) =>
      `Version ${version}, publiée le ${dateFr(at).replace(/^1 /, "1er ")}`,
    notPublished: "Le programme n'est pas encore publié.",
    unknownLanguage: "Langue inconnue : choisissez lang=fr, lang=en ou lang=ar.",
  },
  en: {
    programme: "Programme",
    chairs: (count) => (count > 1 ? "Moderators" : "Moderator"),
    panel: "Panel",
    board: "Board",
    labelled: (label, value) => `${label}: ${value}`,
    listSeparator: ", ",
    published: (version, at) => `Version ${version}, published on ${dateEn(at)}`,
    notPublished: "The programme has not been published yet.",
    unknownLanguage: "Unknown language: choose lang=fr, lang=en or lang=ar.",
  },
  ar: {
    programme: "البرنامج",
    chairs: (count) => (count > 1 ? "المسيّرون" : "المسيّر"),
    panel: "المشاركون في النقاش",
    board: "اللوحة",
    labelled: (label, value) => `${label}: ${value}`,
    listSeparator: "، ",
    published: (version, at) => `الإصدار ${version}، نُشر في ${dateAr(at)}`,
    notPublished: "لم يُنشر البرنامج بعد.",
    unknownLanguage: "لغة غير معروفة: اختاروا lang=fr أو lang=en أو lang=ar.",
  },
};

/** How a person's name is written: as typed (iCalendar), or kept on one line (`unbroken`). */
export type NameWriting = (name: string) => string;
const asTyped: NameWriting = (name) => name;

/** "Pr.\u00a0Łukasz\u00a0Żółć": no line of the printed programme breaks inside a name. */
export const unbroken: NameWriting = (name) => name.replaceAll(" ", "\u00a0");

/** "Pr. Amina Benali", the role apart: a line of people joins names only. */
const personName = (person: ProgrammePersonData, locale: Locale, write: NameWriting) =>
  write(person.title ? `${inLanguage(person.title, locale)} ${person.name}` : person.name);

/** "Dr Mariama Diallo (Public health, Dakar)": a speaker with what they do. */
const personWithRole = (person: ProgrammePersonData, locale: Locale, write: NameWriting) =>
  person.role
    ? `${personName(person, locale, write)} (${inLanguage(person.role, locale)})`
    : personName(person, locale, write);

/** Chairs or panellists, names only. */
export const peopleLine = (
  people: readonly ProgrammePersonData[],
  locale: Locale,
  write: NameWriting = asTyped,
) =>
  people
    .map((person) => personName(person, locale, write))
    .join(PROGRAMME_EXPORT_TEXTS[locale].listSeparator);

/** A talk's or poster's title and its speakers with their roles. */
export function itemText(
  item: ProgrammeItemData,
  locale: Locale,
  write: NameWriting = asTyped,
): string {
  const speakers = item.speakers
    .map((speaker) => personWithRole(speaker, locale, write))
    .join(PROGRAMME_EXPORT_TEXTS[locale].listSeparator);
  return [item.title ? inLanguage(item.title, locale) : "", speakers]
    .filter((part) => part !== "")
    .join(" — ");
}

/** "09:45–10:30" when the item has its own times. */
export const itemTime = (item: ProgrammeItemData) =>
  item.startsAt ? `${item.startsAt}${item.endsAt ? `–${item.endsAt}` : ""}` : undefined;

/** A session's room in `locale`: its entry in `rooms` (named by its French name), else the name. */
export function roomName(rooms: readonly ProgrammeRoomData[], room: string, locale: Locale) {
  const entry = rooms.find((candidate) => candidate.name.fr === room);
  return entry ? inLanguage(entry.name, locale) : room;
}
