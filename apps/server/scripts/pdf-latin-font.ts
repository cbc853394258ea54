/**
 * Writes the PDFs' Latin font, `src/services/pdf/fonts/noto-sans-latin-{400,700}.ttf` (decision
 * 0051): Noto Sans subset with subset-font (HarfBuzz's hb-subset, which keeps kerning and
 * ligatures) to Latin with Latin Extended-A, -B and Additional, in one file a weight. Fontsource splits
 * Noto Sans into `latin` and `latin-ext` files; react-pdf then drew « Łukasz » in two fonts, cut
 * the word where the font changed and printed « Ł☐ / ukasz » (issue #36, item 8).
 *
 * The files are kept in the repository (OFL, ~150 KB a weight): their source, the whole Noto
 * Sans (~630 KB a weight), is not a dependency. To write them again:
 *   npm pack @expo-google-fonts/noto-sans@0.4.2 && tar xzf expo-google-fonts-noto-sans-0.4.2.tgz
 *   npm run pdf-latin-font -w apps/server -- "$PWD/package"
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const FONTS_DIR = fileURLToPath(new URL("../src/services/pdf/fonts/", import.meta.url));

/**
 * Basic Latin to Latin Extended-B, IPA (ɛ, ɔ of Akan and Ewe names) and spacing modifiers,
 * combining marks (Yoruba's tones), Latin Extended Additional (ọ, ẹ, ṣ), punctuation, currency
 * signs, and what fontsource's `latin` file adds (™, −, the replacement character).
 */
const RANGES: [number, number][] = [
  [0x20, 0x36f],
  [0x1e00, 0x1eff],
  [0x2000, 0x206f],
  [0x20a0, 0x20c0],
  [0x2122, 0x2122],
  [0x2212, 0x2212],
  [0xfffd, 0xfffd],
];

const characters = RANGES.flatMap(([first, last]) =>
  Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index)),
).join("");

const source = process.argv[2];
if (!source) throw new Error("Usage: pdf-latin-font <folder of @expo-google-fonts/noto-sans>");
for (const [weight, file] of [
  [400, "400Regular/NotoSans_400Regular.ttf"],
  [700, "700Bold/NotoSans_700Bold.ttf"],
] as const) {
  const subset = await subsetFont(readFileSync(join(source, file)), characters, {
    // TrueType, not WOFF: fontkit inflates a WOFF's glyph table again for every glyph it reads,
    // and the programme took three times as long to lay out.
    targetFormat: "truetype",
  });
  writeFileSync(join(FONTS_DIR, `noto-sans-latin-${weight}.ttf`), subset);
  process.stdout.write(`noto-sans-latin-${weight}.ttf: ${subset.length} octets\n`);
}
