import type { Edition } from "@congres/shared";

/** Every French text of the PDFs (receipts, badges, certificates). */
export const pdfTexts = {
  receipt: {
    title: "Reçu de paiement",
    number: "N°",
    receivedFrom: "Reçu de",
    reference: "Référence d'inscription",
    amount: "Montant reçu",
    amountInWords: "Soit",
    paidOn: "Date du paiement",
    method: "Mode de paiement",
    bankTransfer: "Virement bancaire",
    purpose: "Objet",
    purposeText: (edition: Edition) =>
      `Frais d'inscription au ${edition.name} (${edition.shortName})`,
    issuedOn: "Reçu émis le",
    cancelled: (date: string) => `ANNULÉ le ${date} : ce reçu n'est plus valable.`,
    footer: (organiser: string, city: string) =>
      `${organiser}, ${city}. Reçu établi électroniquement, valable sans signature.`,
  },
  certificate: {
    title: "Attestation de présence",
    certifies: (edition: Edition) => `Le comité d'organisation du ${edition.name} certifie que`,
    attended: (edition: Edition) =>
      `a participé au ${edition.name} (${edition.editionLabel}), tenu ${edition.venue.at}, ${edition.city}, les ${edition.dates.label}.`,
    daysAttended: (days: string[]) =>
      days.length === 1
        ? `Jour de présence : ${days[0]}.`
        : `Jours de présence : ${days.join(", ")}.`,
    madeAt: (city: string, date: string) => `Fait à ${city}, le ${date}.`,
    signature: "Le comité d'organisation",
    verify: "Vérifier l'authenticité de cette attestation :",
    code: (code: string) => `Code de vérification : ${code}`,
  },
  badge: {
    reference: "Réf.",
  },
};

const FRENCH_DATE = new Intl.DateTimeFormat("fr-FR", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** French writes the first of a month as an ordinal: "1er novembre 2025", "2 novembre 2025". */
const withFirstOrdinal = (format: Intl.DateTimeFormat, date: Date) =>
  format
    .formatToParts(date)
    .map((part) => (part.type === "day" && part.value === "1" ? "1er" : part.value))
    .join("");

/** `2025-10-06` → "6 octobre 2025" (a calendar date: no time zone shifts it). */
export function frenchCalendarDate(date: string): string {
  return withFirstOrdinal(FRENCH_DATE, new Date(`${date}T00:00:00Z`));
}

/** An instant as Casablanca's calendar date, in French. */
export function frenchDateOf(instant: string | Date, timeZone: string): string {
  const format = new Intl.DateTimeFormat("fr-FR", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone,
  });
  return withFirstOrdinal(format, new Date(instant));
}
