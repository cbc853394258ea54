/**
 * What a text field may hold and how long it is (decision 0013). Both databases then store
 * exactly the string the schema acknowledged: no NUL for PostgreSQL to refuse, no lone surrogate
 * for SQLite to write as invalid UTF-8.
 */

/** A single-line field (names, phone, e-mail, city…) or a multi-line one (abstract, message…). */
export type TextShape = "line" | "lines";

/** UTF-8 bytes allowed per counted character: the widest single code point takes four. */
export const MAX_BYTES_PER_CHARACTER = 4;

// Control characters (NUL and C1 included) but tab, LF and CR; and halves of surrogate pairs.
const FORBIDDEN_EVERYWHERE = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u;
const LINE_BREAKS = /[\r\n\u2028\u2029]/;
const INVISIBLE = /^[\s\p{Cf}]$/u;
const TAG_CHARACTERS = /^[\u{E0020}-\u{E007F}]$/u;

// Whitespace and invisible format characters (U+200B, U+200D, U+2060, U+FEFF…), but the tag
// characters that end a flag emoji such as 🏴󠁧󠁢󠁳󠁣󠁴󠁿. A loop, not a /…+$/ regex, which is quadratic.
const isInvisible = (character: string | undefined) =>
  character !== undefined && INVISIBLE.test(character) && !TAG_CHARACTERS.test(character);

function trimInvisible(value: string): string {
  const characters = [...value];
  let start = 0;
  let end = characters.length;
  while (start < end && isInvisible(characters[start])) start++;
  while (end > start && isInvisible(characters[end - 1])) end--;
  return start === 0 && end === characters.length ? value : characters.slice(start, end).join("");
}

/**
 * The text as it will be stored: composed (NFC, so "é" is one character however it was typed),
 * line breaks as LF in a multi-line text, without whitespace or format characters at the ends.
 */
export function cleanText(value: string, shape: TextShape): string {
  const lines = shape === "lines" ? value.replace(/\r\n?/g, "\n") : value;
  return trimInvisible(lines.normalize("NFC"));
}

/** True when the text holds a control character, a lone surrogate, or (single line) a line break. */
export function hasForbiddenCharacters(value: string, shape: TextShape): boolean {
  if (FORBIDDEN_EVERYWHERE.test(value)) return true;
  return shape === "line" && LINE_BREAKS.test(value);
}

export const hasLetter = (value: string) => /\p{L}/u.test(value);
export const hasLetterOrDigit = (value: string) => /[\p{L}\p{N}]/u.test(value);

// Made with the first text counted: ICU's data is paged in then, not when the module loads.
let segmenter: Intl.Segmenter | undefined;
function graphemesOf(value: string): Iterable<unknown> | undefined {
  if (typeof Intl.Segmenter !== "function") return undefined;
  segmenter ??= new Intl.Segmenter("fr", { granularity: "grapheme" });
  return segmenter.segment(value);
}

/**
 * Characters as a person counts them: grapheme clusters ("é", "👍", "👩‍👩‍👧" are one each).
 * A browser without Intl.Segmenter counts code points, never fewer, so it is never more lenient.
 */
export function countCharacters(value: string): number {
  const graphemes = graphemesOf(value);
  if (!graphemes) return [...value].length;
  let count = 0;
  for (const _grapheme of graphemes) count++;
  return count;
}

/**
 * True when the text has at least `min` characters as a person counts them; stops counting at
 * `min`, so a required field does not segment a whole 5 000-character message on every request.
 */
export function hasAtLeastCharacters(value: string, min: number): boolean {
  if (value.length < min) return false;
  const graphemes = graphemesOf(value);
  if (!graphemes) return [...value].length >= min;
  let count = 0;
  for (const _grapheme of graphemes) {
    count++;
    if (count >= min) return true;
  }
  return count >= min;
}

/** The size of a well-formed text in UTF-8, as the databases store it. */
export function utf8Length(value: string): number {
  let bytes = 0;
  for (const character of value) {
    const codePoint = character.codePointAt(0) ?? 0;
    bytes += codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/**
 * At most `max` characters as a person counts them, and at most `4 × max` bytes, so a limit of
 * 100 stores at most 400 bytes whatever is typed (a combining-mark pile is one grapheme).
 */
export function fitsLimit(value: string, max: number): boolean {
  // Every character is at least one UTF-16 unit, and a unit takes at most three bytes.
  if (value.length <= max) return true;
  return utf8Length(value) <= max * MAX_BYTES_PER_CHARACTER && countCharacters(value) <= max;
}
