import { fileURLToPath } from "node:url";
import type { Font as FontRegistry } from "@react-pdf/renderer";

/** A font beside this file in the sources, beside the bundle in the built server (bundle-server.ts). */
const fontFile = (name: string) => fileURLToPath(new URL(`./fonts/${name}`, import.meta.url));

/**
 * Noto Sans for Latin and Amiri for Arabic, read from files (nothing is fetched at run time).
 * react-pdf picks, glyph by glyph, the first family of FONT_FAMILY that has it, so French and
 * Arabic names, their letters joined and written right to left by react-pdf's shaping, come out
 * in one text. Latin is one file a weight, Latin Extended included (`fonts/`, written by
 * scripts/pdf-latin-font.ts): with fontsource's `latin` and `latin-ext` files as two families,
 * react-pdf cut « Łukasz » where the font changed and printed « Ł☐ / ukasz » (decision 0051).
 * Amiri rather than Noto Sans Arabic: Noto draws the dots of ب ن ي as separate marks, which
 * react-pdf 4.9 misplaces in right-to-left text (decision 0021); Amiri's letters carry their dots.
 * Amiri is TrueType too (`fonts/`, written by scripts/pdf-arabic-font.ts): as WOFF, an Arabic
 * receipt took ~2 s of CPU to lay out (decision 0072).
 */
const FAMILIES = [
  { family: "NotoSans", file: (weight: number) => fontFile(`noto-sans-latin-${weight}.ttf`) },
  { family: "Amiri", file: (weight: number) => fontFile(`amiri-arabic-${weight}.ttf`) },
] as const;

export const FONT_FAMILY = FAMILIES.map((entry) => entry.family);

/**
 * Registers the fonts anew, before each PDF job. react-pdf keeps each font's parsed glyphs in
 * its global registry, and a glyph laid out for one document carries the text it stood for into
 * the next: after a badge sheet with an Arabic name, the next certificate's "e" copied as nothing
 * and a reference "CPSS-F3WJE" as "CPSS-F3WJ!" (the text a reader copies, searches and hears).
 * Reading the four font files again costs a few milliseconds a job.
 */
export function registerFonts(Font: typeof FontRegistry): void {
  const registry = Font.getRegisteredFonts();
  for (const { family, file } of FAMILIES) {
    // Registering a family again would add its files after the ones already read.
    delete registry[family];
    Font.register({
      family,
      fonts: [400, 700].map((fontWeight) => ({
        src: file(fontWeight),
        fontWeight,
      })),
    });
  }
  // Names are not hyphenated: a split "Benali-" on a badge reads as a double-barrelled name.
  Font.registerHyphenationCallback((word) => [word]);
}
