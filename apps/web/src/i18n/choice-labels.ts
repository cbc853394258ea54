/**
 * The forms' choice lists in the page's language. The stored values stay the shared French ones
 * (the server checks them); only what the visitor reads changes. Country names come from Intl,
 * which knows every country in every language.
 */
import {
  CATEGORIES,
  COUNTRIES,
  PARTICIPATION_TYPES,
  SUBMISSION_TYPES,
  TITLES,
} from "@congres/shared/facts";
import { m } from "../paraglide/messages.js";
import { INTL_LOCALES, type Locale } from "./locale.ts";

type Option = { value: string; label: string };

const TITLE_LABELS = {
  dr: m.title_dr,
  prof: m.title_prof,
  mr: m.title_mr,
  mrs: m.title_mrs,
  ms: m.title_ms,
} satisfies Record<(typeof TITLES)[number]["value"], typeof m.title_dr>;

const PARTICIPATION_LABELS = {
  professionnel: m.participation_professionnel,
  sexologue: m.participation_sexologue,
  etudiant: m.participation_etudiant,
  chercheur: m.participation_chercheur,
  autre: m.participation_autre,
} satisfies Record<(typeof PARTICIPATION_TYPES)[number]["value"], typeof m.title_dr>;

/** ISO 3166 codes of the shared list's countries; "Autre" has none. */
const COUNTRY_CODES: Record<(typeof COUNTRIES)[number], string | undefined> = {
  Maroc: "MA",
  Algérie: "DZ",
  Tunisie: "TN",
  Égypte: "EG",
  Sénégal: "SN",
  Mali: "ML",
  "Burkina Faso": "BF",
  Niger: "NE",
  Tchad: "TD",
  Cameroun: "CM",
  Nigeria: "NG",
  Ghana: "GH",
  "Côte d'Ivoire": "CI",
  Kenya: "KE",
  Tanzanie: "TZ",
  Ouganda: "UG",
  Rwanda: "RW",
  Éthiopie: "ET",
  "Afrique du Sud": "ZA",
  France: "FR",
  Belgique: "BE",
  Suisse: "CH",
  Canada: "CA",
  Autre: undefined,
};

export const titleOptions = (locale: Locale): Option[] =>
  TITLES.map(({ value }) => ({ value, label: TITLE_LABELS[value]({}, { locale }) }));

export const participationOptions = (locale: Locale): Option[] =>
  PARTICIPATION_TYPES.map(({ value }) => ({
    value,
    label: PARTICIPATION_LABELS[value]({}, { locale }),
  }));

export function countryOptions(locale: Locale): Option[] {
  const names = new Intl.DisplayNames([INTL_LOCALES[locale]], { type: "region" });
  return COUNTRIES.map((value) => {
    const code = COUNTRY_CODES[value];
    const label =
      locale === "fr"
        ? value
        : code
          ? (names.of(code) ?? value)
          : m.participation_autre({}, { locale });
    return { value, label };
  });
}

const TYPE_LABELS = {
  oral: m.type_oral,
  poster: m.type_poster,
} satisfies Record<(typeof SUBMISSION_TYPES)[number]["value"], typeof m.title_dr>;

const CATEGORY_LABELS = {
  innovations: m.category_innovations,
  formation: m.category_formation,
  "sante-femmes": m.category_sante_femmes,
  "recherche-politiques": m.category_recherche_politiques,
  prevention: m.category_prevention,
  violences: m.category_violences,
  adolescents: m.category_adolescents,
} satisfies Record<(typeof CATEGORIES)[number]["value"], typeof m.title_dr>;

export const submissionTypeOptions = (locale: Locale): Option[] =>
  SUBMISSION_TYPES.map(({ value }) => ({ value, label: TYPE_LABELS[value]({}, { locale }) }));

export const categoryOptions = (locale: Locale): Option[] =>
  CATEGORIES.map(({ value }) => ({ value, label: CATEGORY_LABELS[value]({}, { locale }) }));
