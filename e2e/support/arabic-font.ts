import type { Page } from "@playwright/test";
import { expect } from "./test.ts";

/**
 * The Arabic pages' font (issue #28, item 14; decisions 0037 and 0052): Noto Sans Arabic, subset to
 * the characters the pages use. specs/public-arabic-font.spec.ts checks how it is loaded and
 * painted; each Arabic page's visit in specs/i18n-pages.spec.ts that the subset covers its letters.
 */
export const ARABIC_FAMILY = "Noto Sans Arabic";

/** The page's Noto Sans Arabic faces, once the fonts it is loading have loaded (or failed). */
export async function arabicFaces(page: Page) {
  const faces = await page.evaluate(async () => {
    await document.fonts.ready;
    const all: { family: string; weight: string; status: string; unicodeRange: string }[] = [];
    document.fonts.forEach(({ family, weight, status, unicodeRange }) => {
      all.push({ family: family.replaceAll('"', ""), weight, status, unicodeRange });
    });
    return all;
  });
  return faces.filter((face) => face.family === ARABIC_FAMILY);
}

/** `U+621-64a, U+660` → the code points it covers. */
function codePointsOf(unicodeRange: string): Set<number> {
  const points = new Set<number>();
  for (const part of unicodeRange.split(",")) {
    const [first = 0, last = first] = part
      .trim()
      .replace(/^U\+/i, "")
      .split("-")
      .map((hex) => Number.parseInt(hex, 16));
    for (let point = first; point <= last; point++) points.add(point);
  }
  return points;
}

/** Arabic script, as the font's original subset (fontsource's `arabic`) covers it. */
const ARABIC_SCRIPT = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/gu;

/**
 * Every Arabic letter the started page shows is in the subset font: every text node (hidden menus
 * and dialogs too) and every placeholder.
 */
export async function expectArabicLettersInSubsetFont(page: Page): Promise<void> {
  const text = await page.evaluate(() =>
    [
      ...Array.from(document.body.querySelectorAll("*:not(script, style)")).flatMap((element) =>
        Array.from(element.childNodes)
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent ?? ""),
      ),
      ...Array.from(document.querySelectorAll("[placeholder]")).map(
        (element) => element.getAttribute("placeholder") ?? "",
      ),
    ].join(" "),
  );
  const ranges = (await arabicFaces(page)).map((face) => face.unicodeRange);
  const shown = [...new Set(text.match(ARABIC_SCRIPT))];
  expect(shown.length).toBeGreaterThan(20);
  expect(ranges).toHaveLength(2);
  for (const range of ranges) {
    const covered = codePointsOf(range);
    expect(shown.filter((letter) => !covered.has(letter.codePointAt(0) as number))).toEqual([]);
  }
}
