import { INTL_LOCALES, type Locale } from "./locales.ts";

/**
 * The forms' countries as the browser knows them (issue #28 items 13 and 14, decision 0036): ISO
 * 3166-1 alpha-2 codes, which the forms send and each page names in its language. The French
 * names the server stores for them (the package's list) are `countries.ts`, kept out of the
 * public pages' scripts.
 */

/** "Autre": for a delegate whose country is in no list; the seed's value, kept. */
export const OTHER_COUNTRY = "Autre";

/** The 54 African states of the United Nations (the edition's "54 African countries"). */
export const AFRICAN_COUNTRY_CODES: ReadonlySet<string> = new Set([
  ...["DZ", "AO", "BJ", "BW", "BF", "BI", "CV", "CM", "CF", "TD", "KM", "CG", "CD", "CI"],
  ...["DJ", "EG", "GQ", "ER", "SZ", "ET", "GA", "GM", "GH", "GN", "GW", "KE", "LS", "LR"],
  ...["LY", "MG", "MW", "ML", "MR", "MU", "MA", "MZ", "NA", "NE", "NG", "RW", "ST", "SN"],
  ...["SC", "SL", "SO", "ZA", "SS", "SD", "TZ", "TG", "TN", "UG", "ZM", "ZW"],
]);

/**
 * The rest of the world: every other entry of `i18n-iso-countries` but Western Sahara (EH),
 * left out because the congress is held in Morocco, which counts it as its own territory (a
 * delegate from there chooses Maroc). `countries.test.ts` checks the two lists against the package.
 */
export const REST_OF_WORLD_CODES: readonly string[] = (
  "AD AE AF AG AI AL AM AQ AR AS AT AU AW AX AZ BA BB BD BE BG BH BL BM BN BO BQ BR BS BT BV " +
  "BY BZ CA CC CH CK CL CN CO CR CU CW CX CY CZ DE DK DM DO EC EE ES FI FJ FK FM FO FR GB GD " +
  "GE GF GG GI GL GP GR GS GT GU GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO " +
  "JP KG KH KI KN KP KR KW KY KZ LA LB LC LI LK LT LU LV MC MD ME MF MH MK MM MN MO MP MQ MS " +
  "MT MV MX MY NC NF NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE " +
  "RO RS RU SA SB SE SG SH SI SJ SK SM SR SV SX SY TC TF TH TJ TK TL TM TO TR TT TV TW UA UM " +
  "US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT"
).split(" ");

/**
 * What a country field keeps of what a form sent: the value to store, or `undefined` when the
 * field refuses it. The schemas take one (decision 0036): the server's names a code in French
 * (`storedCountry`), the browser's checks what the forms send (`sentCountry`).
 */
export type CountryRule = (value: string) => string | undefined;

const codes = new Set([...AFRICAN_COUNTRY_CODES, ...REST_OF_WORLD_CODES, OTHER_COUNTRY]);

/** What the forms send, kept as sent: a listed ISO code, or "Autre". */
export const sentCountry: CountryRule = (value) => (codes.has(value) ? value : undefined);

const regionNames = new Map<Locale, Intl.DisplayNames>();

/**
 * An ISO code as a page in `locale` names it: its language's own word where it has one (`own`,
 * the `countryNames` of that language's choice labels), else the platform's name.
 */
export function countryName(
  code: string,
  locale: Locale,
  own: Readonly<Record<string, string>>,
): string {
  const word = own[code];
  if (word) return word;
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames(INTL_LOCALES[locale], { type: "region", fallback: "code" });
    regionNames.set(locale, names);
  }
  return names.of(code) ?? code;
}
