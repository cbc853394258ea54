/**
 * The edition's worded facts in a language, from the shared wording (decision 0029), the same
 * the server's mails use; a page's bundle holds its own language's only (i18n/catalogue).
 */
import { editionWording } from "./catalogue/all.ts";
import type { Locale } from "./locale.ts";

export function editionTexts(locale: Locale) {
  const wording = editionWording(locale);
  return {
    name: wording.name,
    editionLabel: wording.editionLabel,
    theme: wording.theme,
    city: wording.city,
    country: wording.country,
    venue: wording.venueName,
    address: wording.venueAddress,
    dates: wording.datesLabel,
    results: wording.resultsDateLabel,
  };
}

/** The organisers' roles, by their order in the edition (main organiser first). */
export const organiserRole = (index: number, locale: Locale) =>
  editionWording(locale).organisers[index]?.role;

/** An organiser's name as the organisers write it in that language. */
export const organiserName = (index: number, locale: Locale) =>
  editionWording(locale).organisers[index]?.name ?? "";
