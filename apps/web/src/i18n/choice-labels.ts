/**
 * The forms' choice lists in the page's language: the shared values with the shared labels of
 * that language (decision 0029), the same the server's mails use. A page's bundle holds its own
 * language's labels only (i18n/catalogue). The stored values stay the shared ones (countries by
 * their French name), which the server checks.
 */
import {
  AFRICAN_COUNTRY_CODES,
  CATEGORY_VALUES,
  COUNTRY_ENTRIES,
  countryLabel,
  INTL_LOCALES,
  OTHER_COUNTRY,
  PARTICIPATION_TYPE_VALUES,
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
 * Every country named in the page's language (the platform's names, decision 0036): Africa's 54
 * first, then the rest of the world, each in that language's alphabetical order, then "Autre".
 */
export function countryOptions(locale: Locale): (OptionGroup | SelectOption)[] {
  const known = countryLists.get(locale);
  if (known) return known;
  const other = choiceLabels(locale).otherCountry;
  const collator = new Intl.Collator(INTL_LOCALES[locale]);
  const named = (african: boolean) =>
    COUNTRY_ENTRIES.filter(({ code }) => AFRICAN_COUNTRY_CODES.has(code) === african)
      .map(({ value }) => ({ value, label: countryLabel(value, locale, other) }))
      .sort((a, b) => collator.compare(a.label, b.label));
  const list = [
    { label: m.countries_africa({}, { locale }), options: named(true) },
    { label: m.countries_rest_of_world({}, { locale }), options: named(false) },
    { value: OTHER_COUNTRY, label: other },
  ];
  countryLists.set(locale, list);
  return list;
}

export const submissionTypeOptions = (locale: Locale) =>
  withLabels(SUBMISSION_TYPE_VALUES, choiceLabels(locale).submissionTypes);

export const categoryOptions = (locale: Locale) =>
  withLabels(CATEGORY_VALUES, choiceLabels(locale).categories);
