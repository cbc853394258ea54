/**
 * Writes the PDFs' Arabic font, `src/services/pdf/fonts/amiri-arabic-{400,700}.ttf` (decision
 * 0072): fontsource's Amiri `arabic` files, the characters of their `unicode.json` range, as
 * TrueType through
 * subset-font (HarfBuzz's hb-subset, which keeps the joining forms, ligatures and mark
 * positions). Read as WOFF, fontkit inflated the glyph table again for every glyph it laid out:
 * an Arabic receipt took ~2 s of CPU, ~0.16 s as TrueType (the Latin font's lesson, decision 0051).
 *
 * The files are kept in the repository (OFL, `fonts/amiri-OFL.txt`); to write them again after
 * updating `@fontsource/amiri` (a development dependency): `npm run pdf-arabic-font -w apps/server`.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const FONTS_DIR = fileURLToPath(new URL("../src/services/pdf/fonts/", import.meta.url));
const require = createRequire(import.meta.url);

/** "U+0600-06FF,U+0750-077F,…": fontsource's ranges of its `arabic` files, as characters. */
const ranges: { arabic: string } = JSON.parse(
  readFileSync(require.resolve("@fontsource/amiri/unicode.json"), "utf8"),
);
const characters = ranges.arabic
  .split(",")
  .flatMap((range) => {
    const [first, last = first] = range.replace("U+", "").split("-");
    const from = Number.parseInt(first as string, 16);
    const to = Number.parseInt(last as string, 16);
    return Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index));
  })
  .join("");

for (const weight of [400, 700]) {
  const woff = readFileSync(
    require.resolve(`@fontsource/amiri/files/amiri-arabic-${weight}-normal.woff`),
  );
  const ttf = await subsetFont(woff, characters, { targetFormat: "truetype" });
  writeFileSync(`${FONTS_DIR}amiri-arabic-${weight}.ttf`, ttf);
  process.stdout.write(`amiri-arabic-${weight}.ttf: ${ttf.length} octets\n`);
}
writeFileSync(
  `${FONTS_DIR}amiri-OFL.txt`,
  readFileSync(require.resolve("@fontsource/amiri/LICENSE")),
);
