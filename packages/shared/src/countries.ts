import frenchNames from "i18n-iso-countries/langs/fr.json" with { type: "json" };
import { CHOICE_LABELS } from "./choice-labels.ts";
import {
  AFRICAN_COUNTRY_CODES,
  type CountryRule,
  countryName,
  OTHER_COUNTRY,
  REST_OF_WORLD_CODES,
} from "./country-codes.ts";
import type { Locale } from "./locales.ts";

/**
 * The countries as the server and the admin know them (issue #28 item 13, decision 0036): every
 * ISO 3166-1 country of `country-codes.ts`, stored by its French name as the first 24 always
 * were, so that rows, the admin, exports, badges and the seed's client keep reading names. The
 * forms send codes: the names (`i18n-iso-countries`' French list) never reach a public page.
 */

/**
 * Where the specification's list (§3) names a country otherwise than the package, its name
 * stays the value: rows and the seed's client hold it.
 */
const SPEC_NAMES: Readonly<Record<string, string>> = {
  CI: "Côte d'Ivoire",
  NG: "Nigeria",
  TZ: "Tanzanie",
};

const FRENCH_NAMES: Readonly<Record<string, string>> = frenchNames.countries;

export type CountryEntry = { readonly code: string; readonly value: string };

/** A name's letters without accents, in lower case: what French order compares first. */
const unaccented = (name: string) => name.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/**
 * French alphabetical order: the letters without their accents, then the names as written. For
 * every name here it is `Intl.Collator("fr")`'s order (countries.test.ts), without paging in ICU's
 * collation tables when the module loads (~3.5 MB of an idle server, #36 item 14).
 */
const inFrenchOrder = (a: string, b: string) => {
  const [left, right] = [unaccented(a), unaccented(b)];
  if (left !== right) return left < right ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
};

/** Every country, Africa's first, each part in French alphabetical order (the admin's order). */
function listCountries(): CountryEntry[] {
  const named = (codes: Iterable<string>) =>
    [...codes]
      .map((code) => ({ code, value: SPEC_NAMES[code] ?? FRENCH_NAMES[code] ?? code }))
      .sort((a, b) => inFrenchOrder(a.value, b.value));
  return [...named(AFRICAN_COUNTRY_CODES), ...named(REST_OF_WORLD_CODES)];
}

export const COUNTRY_ENTRIES: readonly CountryEntry[] = /* @__PURE__ */ listCountries();

/** The values the tables store and the admin filters by: every country's French name, then "Autre". */
export const COUNTRIES = [
  ...COUNTRY_ENTRIES.map((entry) => entry.value),
  OTHER_COUNTRY,
] as unknown as readonly [string, ...string[]];

export type Country = string;

const valuesByCode = new Map(COUNTRY_ENTRIES.map((entry) => [entry.code, entry.value]));
const codesByValue = new Map(COUNTRY_ENTRIES.map((entry) => [entry.value, entry.code]));

/**
 * The server's rule (decision 0036): an ISO code, what the forms send, is stored as its French
 * name; a French name, what the seed's client sends, and "Autre" are stored as sent.
 */
export const storedCountry: CountryRule = (value) =>
  valuesByCode.get(value) ??
  (codesByValue.has(value) || value === OTHER_COUNTRY ? value : undefined);

/**
 * A stored country as the forms' list holds it: its ISO code, "Autre" as is (the admin's
 * correction screens start from the stored row). A value in no list stays as stored.
 */
export const countryFormValue = (value: string): string => codesByValue.get(value) ?? value;

/**
 * A stored country (its French name) as a reader of `locale` names it: in French its value, the
 * name staff read in the admin; else as that language's pages name its ISO code, and "Autre" in
 * that language. A value in no list (none today) is shown as stored.
 */
export function countryLabelIn(locale: Locale, value: string): string {
  const labels = CHOICE_LABELS[locale];
  if (value === OTHER_COUNTRY) return labels.otherCountry;
  const code = codesByValue.get(value);
  return locale === "fr" || !code ? value : countryName(code, locale, labels.countryNames);
}
