import { type EditionWording, INTL_LOCALES, type Locale } from "@congres/shared";

/**
 * Every text of the receipt, badge and certificate, in one language (decision 0072): the
 * registration's. Values that run left to right in any language (a number, a reference, a code,
 * an amount in figures) are never inside these sentences: the documents print them in a text of
 * their own, so that Arabic's right-to-left lines keep them whole.
 */
export type PdfTexts = {
  receipt: {
    title: string;
    receivedFrom: string;
    reference: string;
    amount: string;
    amountInWords: string;
    paidOn: string;
    method: string;
    bankTransfer: string;
    purpose: string;
    purposeText: (wording: EditionWording, shortName: string) => string;
    issuedOn: string;
    cancelled: (date: string) => string;
    footer: (organiser: string, city: string) => string;
  };
  certificate: {
    title: string;
    certifies: (wording: EditionWording) => string;
    attended: (wording: EditionWording) => string;
    daysAttended: (days: string[]) => string;
    madeAt: (city: string, date: string) => string;
    signature: string;
    verify: string;
    code: string;
  };
  /** The certificate of presentation (decision 0080); the title and names are printed apart. */
  presentation: {
    title: string;
    certifies: (wording: EditionWording) => string;
    presented: (wording: EditionWording) => string;
    quoted: (title: string) => string;
    authors: string;
    signature: string;
  };
  badge: { reference: string; sheetTitle: string };
  /** The organiser's band at the top: where it is, and the congress's line. */
  band: {
    place: (wording: EditionWording) => string;
    congress: (wording: EditionWording) => string;
  };
};

/** The French texts: the wording receipts, badges and certificates always had. */
export const pdfTextsFr: PdfTexts = {
  receipt: {
    title: "Reçu de paiement N°",
    receivedFrom: "Reçu de",
    reference: "Référence d'inscription",
    amount: "Montant reçu",
    amountInWords: "Soit",
    paidOn: "Date du paiement",
    method: "Mode de paiement",
    bankTransfer: "Virement bancaire",
    purpose: "Objet",
    purposeText: (wording, shortName) => `Frais d'inscription au ${wording.name} (${shortName})`,
    issuedOn: "Reçu émis le",
    cancelled: (date) => `ANNULÉ le ${date} : ce reçu n'est plus valable.`,
    footer: (organiser, city) =>
      `${organiser}, ${city}. Reçu établi électroniquement, valable sans signature.`,
  },
  certificate: {
    title: "Attestation de présence",
    certifies: (wording) => `Le comité d'organisation du ${wording.name} certifie que`,
    attended: (wording) =>
      `a participé au ${wording.name} (${wording.editionLabel}), tenu ${wording.atVenue}, ${wording.city}, les ${wording.datesLabel}.`,
    daysAttended: (days) =>
      days.length === 1
        ? `Jour de présence : ${days[0]}.`
        : `Jours de présence : ${days.join(", ")}.`,
    madeAt: (city, date) => `Fait à ${city}, le ${date}.`,
    signature: "Le comité d'organisation",
    verify: "Vérifier l'authenticité de cette attestation :",
    code: "Code de vérification :",
  },
  presentation: {
    title: "Attestation de présentation",
    certifies: (wording) => `Le comité scientifique du ${wording.name} certifie que`,
    presented: (wording) =>
      `a présenté au ${wording.name} (${wording.editionLabel}), tenu ${wording.atVenue}, ${wording.city}, les ${wording.datesLabel}, la communication`,
    quoted: (title) => `« ${title} »`,
    authors: "Auteurs :",
    signature: "Le comité scientifique",
  },
  badge: { reference: "Réf.", sheetTitle: "Badges" },
  band: {
    place: (wording) => `${wording.city}, ${wording.country}`,
    congress: (wording) => `${wording.name} — ${wording.datesLabel}, ${wording.city}`,
  },
};

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** One format per language and time zone, made once: `Intl` formats are costly to build. */
function dateFormat(language: Locale, timeZone: string): Intl.DateTimeFormat {
  const key = `${language} ${timeZone}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[language], {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone,
    });
    dateFormats.set(key, format);
  }
  return format;
}

/**
 * A date in `language`: "1er novembre 2025", "1 November 2025", "1 نوفمبر 2025" (Western digits,
 * decision 0029). French writes the first of a month as an ordinal.
 */
function dateIn(language: Locale, date: Date, timeZone: string): string {
  const parts = dateFormat(language, timeZone).formatToParts(date);
  return parts
    .map((part) =>
      language === "fr" && part.type === "day" && part.value === "1" ? "1er" : part.value,
    )
    .join("");
}

/** `2025-10-06` → "6 octobre 2025" (a calendar date: no time zone shifts it). */
export const calendarDateIn = (language: Locale, date: string): string =>
  dateIn(language, new Date(`${date}T00:00:00Z`), "UTC");

/** An instant as Casablanca's calendar date, in `language`. */
export const dateOfIn = (language: Locale, instant: string | Date, timeZone: string): string =>
  dateIn(language, new Date(instant), timeZone);

/** `2025-10-06` → "6 octobre 2025". */
export const frenchCalendarDate = (date: string): string => calendarDateIn("fr", date);

/** An instant as Casablanca's calendar date, in French. */
export const frenchDateOf = (instant: string | Date, timeZone: string): string =>
  dateOfIn("fr", instant, timeZone);
