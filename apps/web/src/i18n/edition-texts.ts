/**
 * The edition's worded facts in a language. French keeps the edition config's own wording (its
 * pages read exactly as before); English and Arabic come from the messages and from Intl.
 */
import { edition } from "../lib/edition.ts";
import { formatCongressDates } from "../lib/locale-format.ts";
import { m } from "../paraglide/messages.js";
import type { Locale } from "./locale.ts";

export function editionTexts(locale: Locale) {
  const dates = formatCongressDates(locale);
  if (locale === "fr") {
    return {
      name: edition.name,
      editionLabel: edition.editionLabel,
      theme: edition.theme.fr,
      city: edition.city,
      country: edition.country,
      venue: edition.venue.name,
      dates,
      deadline: edition.submissionDeadlineLabel,
      results: edition.resultsDateLabel,
    };
  }
  return {
    name: m.congress_name({}, { locale }),
    editionLabel: m.edition_label({}, { locale }),
    theme: edition.theme[locale],
    city: m.city_casablanca({}, { locale }),
    country: m.country_morocco({}, { locale }),
    venue: m.venue_name({}, { locale }),
    dates,
    deadline: m.deadline_label({}, { locale }),
    results: m.results_label({}, { locale }),
  };
}

/** The organisers' roles, by their order in the edition (main organiser first). */
export const organiserRole = (index: number, locale: Locale) =>
  locale === "fr"
    ? edition.organisers[index]?.role
    : index === 0
      ? m.organiser_role_main({}, { locale })
      : m.organiser_role_co({}, { locale });
