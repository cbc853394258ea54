/**
 * Personal references (`CPSS-7KQ2M`): a prefix from the edition config and five characters from
 * an alphabet without the look-alikes 0/O, 1/I/L and U/V, so that a reference read on a phone or
 * typed on a bank transfer cannot be mistaken for another. 29⁵ ≈ 20 million combinations.
 */
export const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTWXYZ";
export const REFERENCE_LENGTH = 5;

/** `CPSS-7KQ2M` from a prefix and the code's characters. */
export const formatReference = (prefix: string, code: string) => `${prefix}-${code}`;

/** True for a well-formed reference with the given prefix. */
export function isReference(value: string, prefix: string): boolean {
  const code = value.startsWith(`${prefix}-`) ? value.slice(prefix.length + 1) : "";
  return (
    code.length === REFERENCE_LENGTH && [...code].every((char) => REFERENCE_ALPHABET.includes(char))
  );
}

/**
 * A reference typed without its dash (`cpsst3p5w`) given it back (`cpss-t3p5w`), in the case it
 * was typed; any other word as it is. Admin search finds references this way (issue #28).
 */
export function withReferenceDash(word: string, prefixes: readonly string[]): string {
  const upper = word.toUpperCase();
  const prefix = prefixes.find(
    (candidate) =>
      upper.length === word.length &&
      upper.startsWith(candidate) &&
      isReference(formatReference(candidate, upper.slice(candidate.length)), candidate),
  );
  return prefix ? formatReference(word.slice(0, prefix.length), word.slice(prefix.length)) : word;
}
