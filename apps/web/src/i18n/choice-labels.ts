/**
 * The forms' choice lists in the page's language: the shared values with the shared labels of
 * that language (decision 0029), the same the server's mails use. A page's bundle holds its own
 * language's labels only (i18n/catalogue). The stored values stay the shared ones (countries by
 * their French name), which the server checks.
 */
import {
  CATEGORY_VALUES,
  COUNTRIES,
  PARTICIPATION_TYPE_VALUES,
  SUBMISSION_TYPE_VALUES,
  TITLE_VALUES,
  withLabels,
} from "@congres/shared/facts";
import { choiceLabels } from "./catalogue/all.ts";
import type { Locale } from "./locale.ts";

export const titleOptions = (locale: Locale) =>
  withLabels(TITLE_VALUES, choiceLabels(locale).titles);

export const participationOptions = (locale: Locale) =>
  withLabels(PARTICIPATION_TYPE_VALUES, choiceLabels(locale).participationTypes);

export const countryOptions = (locale: Locale) =>
  withLabels(COUNTRIES, choiceLabels(locale).countries);

export const submissionTypeOptions = (locale: Locale) =>
  withLabels(SUBMISSION_TYPE_VALUES, choiceLabels(locale).submissionTypes);

export const categoryOptions = (locale: Locale) =>
  withLabels(CATEGORY_VALUES, choiceLabels(locale).categories);
