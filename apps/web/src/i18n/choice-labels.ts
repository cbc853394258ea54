/**
 * The forms' choice lists in the page's language: the shared values with the shared labels of
 * that language (decision 0029), the same the server's mails use. A page's bundle holds its own
 * language's labels only (i18n/catalogue). The values are the shared ones, which the server
 * checks (a country's ISO code, which it stores by its French name).
 */
import {
  AFRICAN_COUNTRY_CODES,
  CATEGORY_VALUES,
  countryName,
  INTL_LOCALES,
  OTHER_COUNTRY,
  PARTICIPATION_TYPE_VALUES,
  REST_OF_WORLD_CODES,
  SUBMISSION_TYPE_VALUES,
  TITLE_VALUES,
  withLabels,
} from "@congres/shared/facts";
import type { OptionGroup, SelectOption } from "../components/ui/select.tsx";
import { m } from "../paraglide/messages.js";
import { choiceLabels } from "./catalogue/all.ts";
import type { Locale } from "./locale.ts";

export const titleOptions = (locale: Locale) =>
  withLabels(TITLE_VALUES, choiceLabels(locale).titles);

export const participationOptions = (locale: Locale) =>
  withLabels(PARTICIPATION_TYPE_VALUES, choiceLabels(locale).participationTypes);

const countryLists = new Map<Locale, (OptionGroup | SelectOption)[]>();

/**
 * Every country by its ISO code, named in the page's language (decision 0036): Africa's 54
 * first, then the rest of the world, each in that language's alphabetical order, then "Autre".
 * The server stores a code by its French name; the page holds no French name but the
 * specification's own words (`countryNames`).
 */
export function countryOptions(locale: Locale): (OptionGroup | SelectOption)[] {
  const known = countryLists.get(locale);
  if (known) return known;
  const labels = choiceLabels(locale);
  const collator = new Intl.Collator(INTL_LOCALES[locale]);
  const named = (codes: Iterable<string>) =>
    [...codes]
      .map((code) => ({ value: code, label: countryName(code, locale, labels.countryNames) }))
      .sort((a, b) => collator.compare(a.label, b.label));
  const list = [
    { label: m.countries_africa({}, { locale }), options: named(AFRICAN_COUNTRY_CODES) },
    { label: m.countries_rest_of_world({}, { locale }), options: named(REST_OF_WORLD_CODES) },
    { value: OTHER_COUNTRY, label: labels.otherCountry },
  ];
  countryLists.set(locale, list);
  return list;
}

export const submissionTypeOptions = (locale: Locale) =>
  withLabels(SUBMISSION_TYPE_VALUES, choiceLabels(locale).submissionTypes);

export const categoryOptions = (locale: Locale) =>
  withLabels(CATEGORY_VALUES, choiceLabels(locale).categories);
