import frenchNames from "i18n-iso-countries/langs/fr.json" with { type: "json" };
import { INTL_LOCALES, type Locale } from "./locales.ts";

/**
 * The forms' countries (issue #28 item 13, decision 0036): every ISO 3166-1 country, listed by
 * `i18n-iso-countries`, stored by its French name as the first 24 always were, so that rows,
 * the admin, exports, badges and the seed's client keep reading names. A page names each one in
 * its visitor's language through the platform (`Intl.DisplayNames`, from its ISO code).
 */

/** "Autre": for a delegate whose country is in no list; the seed's value, kept. */
export const OTHER_COUNTRY = "Autre";

/**
 * Where the specification's list (§3) names a country otherwise than the package, its name
 * stays the value: rows and the seed's client hold it.
 */
const SPEC_NAMES: Readonly<Record<string, string>> = {
  CI: "Côte d'Ivoire",
  NG: "Nigeria",
  TZ: "Tanzanie",
};

/**
 * Left out: Western Sahara (EH). The congress is held in Morocco, which counts it as its own
 * territory; a delegate from there chooses Maroc, and the 54 countries are the UN's.
 */
const LEFT_OUT = new Set(["EH"]);

/** The 54 African states of the United Nations (the edition's "54 African countries"). */
export const AFRICAN_COUNTRY_CODES: ReadonlySet<string> = new Set([
  ...["DZ", "AO", "BJ", "BW", "BF", "BI", "CV", "CM", "CF", "TD", "KM", "CG", "CD", "CI"],
  ...["DJ", "EG", "GQ", "ER", "SZ", "ET", "GA", "GM", "GH", "GN", "GW", "KE", "LS", "LR"],
  ...["LY", "MG", "MW", "ML", "MR", "MU", "MA", "MZ", "NA", "NE", "NG", "RW", "ST", "SN"],
  ...["SC", "SL", "SO", "ZA", "SS", "SD", "TZ", "TG", "TN", "UG", "ZM", "ZW"],
]);

export type CountryEntry = { readonly code: string; readonly value: string };

const frenchCollator = new Intl.Collator("fr");

/** Every country, Africa's first, each part in French alphabetical order (the admin's order). */
export const COUNTRY_ENTRIES: readonly CountryEntry[] = Object.entries(frenchNames.countries)
  .filter(([code]) => !LEFT_OUT.has(code))
  .map(([code, name]) => ({ code, value: SPEC_NAMES[code] ?? name }))
  .sort(
    (a, b) =>
      Number(AFRICAN_COUNTRY_CODES.has(b.code)) - Number(AFRICAN_COUNTRY_CODES.has(a.code)) ||
      frenchCollator.compare(a.value, b.value),
  );

/** The values the forms accept and the tables store: every country's French name, then "Autre". */
export const COUNTRIES = [
  ...COUNTRY_ENTRIES.map((entry) => entry.value),
  OTHER_COUNTRY,
] as unknown as readonly [string, ...string[]];

export type Country = string;

const codesByValue = new Map(COUNTRY_ENTRIES.map((entry) => [entry.value, entry.code]));
const displayNames = new Map<Locale, Intl.DisplayNames>();

/**
 * A stored country named in `locale`: in French its value, the name staff read in the admin;
 * else the platform's name of its ISO code. `other` names "Autre" in that language; a value in
 * no list (none today) is shown as stored.
 */
export function countryLabel(value: string, locale: Locale, other: string): string {
  if (value === OTHER_COUNTRY) return other;
  const code = codesByValue.get(value);
  if (locale === "fr" || !code) return value;
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames(INTL_LOCALES[locale], { type: "region", fallback: "none" });
    displayNames.set(locale, names);
  }
  return names.of(code) ?? value;
}
