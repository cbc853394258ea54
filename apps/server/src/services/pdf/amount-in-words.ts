import { formatCentimes, type Locale } from "@congres/shared";
import { toCurrency as arabicDirhams } from "to-words/ar-MA";
import { toCurrency as englishDirhams } from "to-words/en-MA";

/**
 * Amounts in French words for receipts ("mille dirhams et cinquante centimes"), in the
 * traditional spelling that French accounting documents use: "vingt et un", "quatre-vingts",
 * "deux cents" but "deux cent un", "quatre-vingt mille", "deux millions".
 */

const UNITS = [
  "zéro",
  "un",
  "deux",
  "trois",
  "quatre",
  "cinq",
  "six",
  "sept",
  "huit",
  "neuf",
  "dix",
  "onze",
  "douze",
  "treize",
  "quatorze",
  "quinze",
  "seize",
  "dix-sept",
  "dix-huit",
  "dix-neuf",
];
const TENS = ["", "", "vingt", "trente", "quarante", "cinquante", "soixante"];

/** 0–99; `final` is false when "mille" follows (then "quatre-vingt" takes no s). */
function belowHundred(n: number, final: boolean): string {
  if (n < 20) return UNITS[n] as string;
  const ten = Math.floor(n / 10);
  const unit = n % 10;
  if (ten === 7 || ten === 9) {
    // 70–79 and 90–99 are built on 60 + 10–19 and 80 + 10–19.
    const base = ten === 7 ? "soixante" : "quatre-vingt";
    const rest = UNITS[10 + unit] as string;
    return ten === 7 && unit === 1 ? `${base} et ${rest}` : `${base}-${rest}`;
  }
  if (ten === 8)
    return unit === 0 ? (final ? "quatre-vingts" : "quatre-vingt") : `quatre-vingt-${UNITS[unit]}`;
  const tens = TENS[ten] as string;
  if (unit === 0) return tens;
  if (unit === 1) return `${tens} et un`;
  return `${tens}-${UNITS[unit]}`;
}

/** 0–999, "" for 0 (the caller says "zéro" when the whole number is 0). */
function belowThousand(n: number, final: boolean): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const restWords = rest === 0 ? "" : belowHundred(rest, final);
  if (hundreds === 0) return restWords;
  const head =
    hundreds === 1 ? "cent" : `${UNITS[hundreds]} ${rest === 0 && final ? "cents" : "cent"}`;
  return restWords ? `${head} ${restWords}` : head;
}

const SCALES = [
  { value: 1_000_000_000, one: "un milliard", many: "milliards" },
  { value: 1_000_000, one: "un million", many: "millions" },
] as const;

/** A whole number from 0 to 999 999 999 999 in French words. */
export function numberInFrenchWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0 || n >= 1_000_000_000_000) {
    throw new RangeError(`numberInFrenchWords: ${n} is out of range`);
  }
  if (n === 0) return "zéro";
  const parts: string[] = [];
  let rest = n;
  for (const scale of SCALES) {
    const count = Math.floor(rest / scale.value);
    rest %= scale.value;
    if (count === 1) parts.push(scale.one);
    else if (count > 1) parts.push(`${belowThousand(count, true)} ${scale.many}`);
  }
  const thousands = Math.floor(rest / 1000);
  rest %= 1000;
  if (thousands === 1) parts.push("mille");
  else if (thousands > 1) parts.push(`${belowThousand(thousands, false)} mille`);
  if (rest > 0) parts.push(belowThousand(rest, true));
  return parts.join(" ");
}

/** "un million de dirhams": "de" after an exact million or milliard. */
function withUnit(amount: number, singular: string, plural: string): string {
  const words = numberInFrenchWords(amount);
  if (amount <= 1) return `${words} ${singular}`;
  const exactScale = amount % 1_000_000 === 0;
  return `${words} ${exactScale ? "de " : ""}${plural}`;
}

/**
 * An amount in integer centimes in words: `100050` → "mille dirhams et cinquante centimes",
 * `100000` → "mille dirhams", `50` → "zéro dirham et cinquante centimes".
 */
export function centimesInFrenchWords(
  centimes: number,
  unit: { singular: string; plural: string } = { singular: "dirham", plural: "dirhams" },
): string {
  if (!Number.isSafeInteger(centimes) || centimes < 0) {
    throw new RangeError(`centimesInFrenchWords: ${centimes} is not a whole number of centimes`);
  }
  const whole = Math.floor(centimes / 100);
  const cents = centimes % 100;
  const main = withUnit(whole, unit.singular, unit.plural);
  if (cents === 0) return main;
  return `${main} et ${numberInFrenchWords(cents)} ${cents === 1 ? "centime" : "centimes"}`;
}

/** `1500.75` as to-words reads it: a decimal string, so that no float rounding moves a centime. */
const decimalOf = (centimes: number) =>
  `${Math.floor(centimes / 100)}.${String(centimes % 100).padStart(2, "0")}`;

/**
 * An amount in integer centimes in the receipt's language (decision 0072). French keeps the
 * traditional spelling above; English and Arabic are to-words' Moroccan locales, which name
 * dirhams and centimes with their Arabic dual and plural forms (درهمان، ثلاثة دراهم، سنتيمات),
 * without the cheque's "only" (فقط لا غير), which the French has not either. English comes in
 * title case and is lowered like the French; the Arabic conjunction و is joined to the word it
 * links, as Arabic writes it (to-words separates it: "ألف و خمسمائة").
 */
export function centimesInWords(language: Locale, centimes: number): string {
  if (language === "fr") return centimesInFrenchWords(centimes);
  if (!Number.isSafeInteger(centimes) || centimes < 0) {
    throw new RangeError(`centimesInWords: ${centimes} is not a whole number of centimes`);
  }
  const options = { doNotAddOnly: true };
  if (language === "en") return englishDirhams(decimalOf(centimes), options).toLowerCase();
  return arabicDirhams(decimalOf(centimes), options).replaceAll(" و ", " و");
}

/**
 * "1 000,00 DH" with a no-break space: the narrow one that formatCentimes puts between thousands
 * (U+202F) is not in the embedded Noto Sans subsets.
 */
export const amountInFigures = (centimes: number) =>
  formatCentimes(centimes).replace(/\u202f/g, "\u00a0");

/** "Mille dirhams": the words start with a capital on their own line. */
export const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);
