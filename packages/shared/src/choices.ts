/** The closed lists of the forms: the stored value, and the French label shown to people. */

export const TITLES = [
  { value: "dr", label: "Dr" },
  { value: "prof", label: "Pr" },
  { value: "mr", label: "M." },
  { value: "mrs", label: "Mme" },
  { value: "ms", label: "Mlle" },
] as const;

export const PARTICIPATION_TYPES = [
  { value: "professionnel", label: "Professionnel de santé" },
  { value: "sexologue", label: "Sexologue" },
  { value: "etudiant", label: "Étudiant" },
  { value: "chercheur", label: "Chercheur" },
  { value: "autre", label: "Autre" },
] as const;

export const SUBMISSION_TYPES = [
  { value: "oral", label: "Communication orale" },
  { value: "poster", label: "Poster scientifique" },
] as const;

export const CATEGORIES = [
  { value: "innovations", label: "Innovations scientifiques" },
  { value: "formation", label: "Formation professionnelle" },
  { value: "sante-femmes", label: "Santé des femmes" },
  { value: "recherche-politiques", label: "Recherche et politiques" },
  { value: "prevention", label: "Prévention" },
  { value: "violences", label: "Violences sexuelles" },
  { value: "adolescents", label: "Santé sexuelle des adolescents" },
] as const;

export const COUNTRIES = [
  "Maroc",
  "Algérie",
  "Tunisie",
  "Égypte",
  "Sénégal",
  "Mali",
  "Burkina Faso",
  "Niger",
  "Tchad",
  "Cameroun",
  "Nigeria",
  "Ghana",
  "Côte d'Ivoire",
  "Kenya",
  "Tanzanie",
  "Ouganda",
  "Rwanda",
  "Éthiopie",
  "Afrique du Sud",
  "France",
  "Belgique",
  "Suisse",
  "Canada",
  "Autre",
] as const;

type Choice = { readonly value: string; readonly label: string };

export const valuesOf = <T extends readonly Choice[]>(choices: T) =>
  choices.map((choice) => choice.value) as unknown as [T[number]["value"], ...T[number]["value"][]];

/** The label of a stored value, or the value itself when it is not (or no longer) in the list. */
export function labelOf(choices: readonly Choice[], value: string): string {
  return choices.find((choice) => choice.value === value)?.label ?? value;
}

export type Title = (typeof TITLES)[number]["value"];
export type ParticipationType = (typeof PARTICIPATION_TYPES)[number]["value"];
export type SubmissionType = (typeof SUBMISSION_TYPES)[number]["value"];
export type Category = (typeof CATEGORIES)[number]["value"];
export type Country = (typeof COUNTRIES)[number];
