/**
 * The closed lists of the forms: the values the schemas check and the tables store, without
 * their labels, so a page ships the values with its own language's labels only (decision 0029).
 * The labels: `choice-labels-fr.ts`, `-en.ts`, `-ar.ts`; the French lists with their labels, as
 * the admin and the server show them: `choices.ts`.
 */

export const TITLE_VALUES = ["dr", "prof", "mr", "mrs", "ms"] as const;

export const PARTICIPATION_TYPE_VALUES = [
  "professionnel",
  "sexologue",
  "etudiant",
  "chercheur",
  "autre",
] as const;

export const SUBMISSION_TYPE_VALUES = ["oral", "poster"] as const;

export const CATEGORY_VALUES = [
  "innovations",
  "formation",
  "sante-femmes",
  "recherche-politiques",
  "prevention",
  "violences",
  "adolescents",
] as const;

/** Countries (every ISO 3166-1 one, sent by code; stored by French name: `countries.ts`). */
export * from "./country-codes.ts";

export type Title = (typeof TITLE_VALUES)[number];
export type ParticipationType = (typeof PARTICIPATION_TYPE_VALUES)[number];
export type SubmissionType = (typeof SUBMISSION_TYPE_VALUES)[number];
export type Category = (typeof CATEGORY_VALUES)[number];

/**
 * One language's labels of every list, typed by the values, so a value added to a list without
 * its label in each language does not compile.
 */
export type ChoiceLabels = {
  titles: Record<Title, string>;
  participationTypes: Record<ParticipationType, string>;
  submissionTypes: Record<SubmissionType, string>;
  categories: Record<Category, string>;
  /** "Autre", the country value of those in no list; the others are named by the platform. */
  otherCountry: string;
  /**
   * The countries this language's forms name otherwise than the platform (`Intl.DisplayNames`),
   * by ISO code: in French, where the specification's list words one otherwise than ICU.
   */
  countryNames: Readonly<Record<string, string>>;
};

/** A closed list as options: each value with its label in one language (pure: bundles drop it). */
export const withLabels = <V extends string>(values: readonly V[], labels: Record<V, string>) =>
  values.map((value) => ({ value, label: labels[value] }) as const);

/**
 * A closed list written as `{ value: label, … }` (in its order), as options: the statuses and
 * kinds whose labels are French only, for the admin (pure: bundles drop it).
 */
export const labelledList = <const L extends Record<string, string>>(
  labels: L,
): readonly { readonly value: keyof L & string; readonly label: string }[] =>
  withLabels(Object.keys(labels) as (keyof L & string)[], labels);
