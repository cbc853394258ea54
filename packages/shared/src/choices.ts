import { choiceLabelsFr } from "./choice-labels-fr.ts";
import {
  CATEGORY_VALUES,
  PARTICIPATION_TYPE_VALUES,
  SUBMISSION_TYPE_VALUES,
  TITLE_VALUES,
  withLabels,
} from "./choice-values.ts";

export * from "./choice-values.ts";

/**
 * The closed lists with their French labels, as the admin, the exports and the staff's mails
 * show them. Public pages build their lists from the values and their own language's labels
 * (choice-values.ts, choice-labels-*.ts), so these French lists never reach an English or Arabic
 * page: they are built by pure calls, which a bundle drops when nothing reads them.
 */
export const TITLES = /* @__PURE__ */ withLabels(TITLE_VALUES, choiceLabelsFr.titles);
export const PARTICIPATION_TYPES = /* @__PURE__ */ withLabels(
  PARTICIPATION_TYPE_VALUES,
  choiceLabelsFr.participationTypes,
);
export const SUBMISSION_TYPES = /* @__PURE__ */ withLabels(
  SUBMISSION_TYPE_VALUES,
  choiceLabelsFr.submissionTypes,
);
export const CATEGORIES = /* @__PURE__ */ withLabels(CATEGORY_VALUES, choiceLabelsFr.categories);

type Choice = { readonly value: string; readonly label: string };

export const valuesOf = <T extends readonly Choice[]>(choices: T) =>
  choices.map((choice) => choice.value) as unknown as [T[number]["value"], ...T[number]["value"][]];

/** The label of a stored value, or the value itself when it is not (or no longer) in the list. */
export function labelOf(choices: readonly Choice[], value: string): string {
  return choices.find((choice) => choice.value === value)?.label ?? value;
}
