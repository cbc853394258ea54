import { createRequire } from "node:module";
import type { Font as FontRegistry } from "@react-pdf/renderer";

/**
 * Noto Sans for Latin and Amiri for Arabic, shipped by npm (@fontsource) and read from
 * node_modules: nothing is fetched at run time. Fontsource splits each font by script; react-pdf
 * picks, glyph by glyph, the first family of FONT_FAMILY that has it, so French (latin,
 * latin-ext: Œ, Ç, É…) and Arabic names, their letters joined and written right to left by
 * react-pdf's shaping, come out in one text. Amiri rather than Noto Sans Arabic: Noto draws the
 * dots of ب ن ي as separate marks, which react-pdf 4.9 misplaces in right-to-left text (decision
 * 0021); Amiri's letters carry their dots.
 */
const FAMILIES = [
  {
    family: "NotoSans",
    file: (weight: number) => `@fontsource/noto-sans/files/noto-sans-latin-${weight}-normal.woff`,
  },
  {
    family: "NotoSansLatinExt",
    file: (weight: number) =>
      `@fontsource/noto-sans/files/noto-sans-latin-ext-${weight}-normal.woff`,
  },
  {
    family: "Amiri",
    file: (weight: number) => `@fontsource/amiri/files/amiri-arabic-${weight}-normal.woff`,
  },
] as const;

export const FONT_FAMILY = FAMILIES.map((entry) => entry.family);

/**
 * Registers the fonts anew, before each PDF job. react-pdf keeps each font's parsed glyphs in
 * its global registry, and a glyph laid out for one document carries the text it stood for into
 * the next: after a badge sheet with an Arabic name, the next certificate's "e" copied as nothing
 * and a reference "CPSS-F3WJE" as "CPSS-F3WJ!" (the text a reader copies, searches and hears).
 * Reading the six font files again costs a few milliseconds a job.
 */
export function registerFonts(Font: typeof FontRegistry): void {
  const require = createRequire(import.meta.url);
  const registry = Font.getRegisteredFonts();
  for (const { family, file } of FAMILIES) {
    // Registering a family again would add its files after the ones already read.
    delete registry[family];
    Font.register({
      family,
      fonts: [400, 700].map((fontWeight) => ({
        src: require.resolve(file(fontWeight)),
        fontWeight,
      })),
    });
  }
  // Names are not hyphenated: a split "Benali-" on a badge reads as a double-barrelled name.
  Font.registerHyphenationCallback((word) => [word]);
}
