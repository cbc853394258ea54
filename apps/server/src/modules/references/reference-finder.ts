import { formatReference, REFERENCE_ALPHABET, REFERENCE_LENGTH } from "@congres/shared";

/** Upper case without accents, spaces or punctuation: "cpss 7kq-2m" → "CPSS7KQ2M". */
const compact = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "");

/**
 * The well-formed references (`CPSS-7KQ2M`) written anywhere in a transfer's label, however the
 * payer or the bank spaced, cased or punctuated them ("Cpss 7KQ2M", "CPSS.7KQ2M", "CPSS7KQ2M").
 * Gluing the words may also form a code by chance ("CPSS DRAHM…"): only references that exist
 * count in the end, and a chance hit among 20 million codes is rare.
 */
export function referencesIn(text: string, prefix: string): string[] {
  const letters = compact(text);
  const wanted = compact(prefix);
  const found = new Set<string>();
  for (let at = letters.indexOf(wanted); at !== -1; at = letters.indexOf(wanted, at + 1)) {
    const code = letters.slice(at + wanted.length, at + wanted.length + REFERENCE_LENGTH);
    if (
      code.length === REFERENCE_LENGTH &&
      [...code].every((c) => REFERENCE_ALPHABET.includes(c))
    ) {
      found.add(formatReference(prefix, code));
    }
  }
  return [...found];
}
