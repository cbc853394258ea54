import { choiceLabelsAr } from "./choice-labels-ar.ts";
import { choiceLabelsEn } from "./choice-labels-en.ts";
import { choiceLabelsFr } from "./choice-labels-fr.ts";
import type { ChoiceLabels } from "./choice-values.ts";
import type { Locale } from "./locales.ts";

export { choiceLabelsAr, choiceLabelsEn, choiceLabelsFr };

/**
 * Every language's labels, for the server, which writes mails in all three (decision 0027). A
 * page imports only its own language's module instead (decision 0029).
 */
export const CHOICE_LABELS: Record<Locale, ChoiceLabels> = {
  fr: choiceLabelsFr,
  en: choiceLabelsEn,
  ar: choiceLabelsAr,
};

/** The lists of labels by value (every list but the countries'). */
type LabelledList = Exclude<keyof ChoiceLabels, "otherCountry" | "countryNames">;

/**
 * The label of a stored value in `locale`; the French label, or the value itself, when the value
 * is not (or no longer) in the list.
 */
export function choiceLabelIn(locale: Locale, list: LabelledList, value: string): string {
  const labels: Record<string, string> = CHOICE_LABELS[locale][list];
  const french: Record<string, string> = choiceLabelsFr[list];
  return labels[value] ?? french[value] ?? value;
}
