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
