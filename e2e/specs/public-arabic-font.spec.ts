import { localizedPath } from "../../apps/web/src/i18n/paths.ts";
import { PUBLIC_PAGES } from "../../apps/web/src/public-paths.ts";
import { waitForHydration } from "../support/page-scripts.ts";
import { expect, type Page, test } from "../support/test.ts";
import { PHONE } from "../support/viewports.ts";

/**
 * The Arabic pages' font (issue #28, item 14; decision 0037): Noto Sans Arabic, subset to the
 * characters the pages use, inside the Arabic pages' own stylesheet (no font file to wait for),
 * and ready before the text is first laid out, so it is painted once, in that font: nothing moves
 * while the page loads, however slow the network.
 */

const ARABIC_FAMILY = "Noto Sans Arabic";
/** What the first paint waits for (stylesheets) and what it may not (font files). */
const STYLES_AND_FONTS = /\.(css|woff2?)$/;
const SLOW_NETWORK_MS = 800;

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

/** The fonts the browser drew the text of `selector`'s element with (DevTools protocol). */
async function fontsDrawing(page: Page, selector: string): Promise<string[]> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send("DOM.enable");
  await devtools.send("CSS.enable");
  const { root } = await devtools.send("DOM.getDocument");
  const { nodeId } = await devtools.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { fonts } = await devtools.send("CSS.getPlatformFontsForNode", { nodeId });
  await devtools.detach();
  return fonts.map((font) => font.familyName);
}

// The pages whose text moved when laid out again in the font: with the font as a file
// (font-display: swap) /ar by 0.035 and /ar/programme by 0.014; with the faces in the stylesheet
// but loaded only at the first layout, /ar by 0.014 and /ar/cgu by 0.035.
for (const path of ["/ar", "/ar/programme", "/ar/cgu"]) {
  test(`${path}: painted in Noto Sans Arabic from the start, nothing moves on a slow network`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await recordLayoutShifts(page);
    const fontFiles: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fontFiles.push(request.url().slice(0, 80));
    });
    await page.route(STYLES_AND_FONTS, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, SLOW_NETWORK_MS));
      await route.continue();
    });
    await page.goto(path);
    await waitForHydration(page);
    await page.evaluate(async () => {
      await document.fonts.ready;
      // A shift is reported with the frame that shows it: two frames later it is recorded.
      for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
    });

    expect(fontFiles).toEqual([]);
    expect((await arabicFaces(page)).map((face) => face.status)).toEqual(["loaded", "loaded"]);
    expect(await fontsDrawing(page, "main h1")).toContain(ARABIC_FAMILY);
    expect(await layoutShifts(page)).toEqual([]);
  });
}

test("Arabic pages carry their font in their own stylesheet; other pages neither load nor carry it", async ({
  page,
}) => {
  const fontFiles: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fontFiles.push(request.url().slice(0, 80));
  });
  const stylesheets = () =>
    page.evaluate(() => Array.from(document.styleSheets).map((sheet) => sheet.href));
  const visit = async (path: string) => {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  };

  await visit("/");
  const [shared] = await stylesheets();
  expect(await arabicFaces(page)).toEqual([]);
  await visit("/en");
  expect(await stylesheets()).toEqual([shared]);
  expect(await arabicFaces(page)).toEqual([]);

  await visit("/ar");
  const arabic = await stylesheets();
  expect(arabic).toHaveLength(1);
  expect(arabic).not.toEqual([shared]);
  const faces = await arabicFaces(page);
  expect(faces.map((face) => face.weight).sort()).toEqual(["400", "700"]);
  expect(faces.map((face) => face.status)).toEqual(["loaded", "loaded"]);
  // Nothing to fetch after the stylesheet, on any of the three.
  expect(fontFiles).toEqual([]);
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
