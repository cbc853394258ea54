import { expect, type Page, test } from "@playwright/test";
import { localizedPath } from "../../apps/web/src/i18n/paths.ts";
import { PUBLIC_PAGES } from "../../apps/web/src/public-paths.ts";
import { waitForHydration } from "../support/page-scripts.ts";
import { PHONE } from "../support/viewports.ts";

/**
 * The Arabic pages' font (issue #28, item 14; decision 0037): Noto Sans Arabic, subset to the
 * characters the pages use, preloaded, and never swapped in once text has painted, so a slow
 * font moves nothing on the page.
 */

const FONT_FILES = "**/*.woff2";
const ARABIC_FAMILY = "Noto Sans Arabic";

/** Records the page's layout shifts not caused by input, from its very start. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; at: number }[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.push({ value: entry.value, at: entry.startTime });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

const layoutShifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShifts: { value: number }[] }).layoutShifts);

/** The shifts' sum, rounded to what the bench reports (CLS ≤ 0.02). */
const shiftSum = (shifts: { value: number }[]) =>
  Math.round(shifts.reduce((sum, shift) => sum + shift.value, 0) * 1000) / 1000;

/** The page's Noto Sans Arabic faces, once the fonts it is loading have loaded (or failed). */
async function arabicFaces(page: Page) {
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

for (const path of ["/ar", "/ar/programme"]) {
  test(`${path}: nothing moves when the Arabic font arrives after the text has painted`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await recordLayoutShifts(page);
    // The font is held back, as on a slow network, until the page has painted and started.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let fontRequests = 0;
    await page.route(FONT_FILES, async (route) => {
      fontRequests++;
      await held;
      await route.continue();
    });
    await page.goto(path, { waitUntil: "domcontentloaded" });
    await waitForHydration(page);
    await expect(page.getByRole("main").getByRole("heading").first()).toBeVisible();
    const beforeFont = await layoutShifts(page);

    const fontsArrived = page.waitForResponse(FONT_FILES);
    release();
    await fontsArrived;
    await page.evaluate(async () => {
      await document.fonts.ready;
      // A shift is reported with the frame that shows it: two frames later it is recorded.
      for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
    });
    const afterFont = (await layoutShifts(page)).slice(beforeFont.length);

    expect(fontRequests).toBeGreaterThan(0);
    expect(shiftSum(afterFont)).toBe(0);
    expect(shiftSum([...beforeFont, ...afterFont])).toBeLessThanOrEqual(0.02);
  });
}

test("Arabic pages preload the font faces they paint with; other languages load no font", async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
  });
  for (const path of ["/", "/en"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  expect(fonts).toEqual([]);

  await page.goto("/ar");
  await page.waitForLoadState("networkidle");
  const preloaded = await page.locator('head link[rel="preload"][as="font"]').evaluateAll((links) =>
    links.map((link) => ({
      href: new URL((link as HTMLLinkElement).href).pathname,
      type: link.getAttribute("type"),
      crossOrigin: (link as HTMLLinkElement).crossOrigin,
    })),
  );
  const faces = await arabicFaces(page);
  // One face per weight the pages use, each preloaded and fetched once (a preload the
  // stylesheet cannot reuse would be fetched twice), each loaded.
  expect(faces.map((face) => face.weight).sort()).toEqual(["400", "700"]);
  expect(faces.every((face) => face.status === "loaded")).toBe(true);
  expect(preloaded).toHaveLength(faces.length);
  for (const link of preloaded)
    expect(link).toMatchObject({ type: "font/woff2", crossOrigin: "anonymous" });
  expect([...fonts].sort()).toEqual(preloaded.map((link) => link.href).sort());
});

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

for (const path of PUBLIC_PAGES.map((french) => localizedPath(french, "ar"))) {
  test(`${path}: every Arabic letter shown is in the subset font`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    // Every text node (hidden menus and dialogs too) and every placeholder.
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
  });
}
