import { ARABIC_FAMILY, arabicFaces } from "../support/arabic-font.ts";
import { waitForHydration } from "../support/page-scripts.ts";
import { expect, type Page, test } from "../support/test.ts";
import { PHONE } from "../support/viewports.ts";

/**
 * The Arabic pages' font (issue #28, item 14; decisions 0037 and 0052): Noto Sans Arabic, subset to
 * the characters the pages use, inside the Arabic pages' own stylesheet (no font file to wait for),
 * itself inside the page for a visitor arriving from elsewhere, and ready before the text is first
 * laid out, so it is painted once, in that font: nothing moves while the page loads, however slow
 * the network. That each Arabic page's letters are all in the subset is checked where
 * i18n-pages.spec.ts opens it (support/arabic-font.ts).
 */

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

/** Goes to `path` as a link of the site would (`Sec-Fetch-Site: same-origin`, decision 0052). */
async function followLink(page: Page, path: string): Promise<void> {
  await Promise.all([
    page.waitForURL((url) => url.pathname === path, { waitUntil: "load" }),
    page.evaluate((target) => {
      window.location.href = target;
    }, path),
  ]);
}

/** The page's stylesheets: a file's address, or null for one inside the page. */
const stylesheets = (page: Page) =>
  page.evaluate(() => Array.from(document.styleSheets).map((sheet) => sheet.href));

/** The files the document asked for through its `<link>`s (Resource Timing), by path. */
const linkedFiles = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === "link")
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith(".css")),
  );

/** Waits for the fonts, then two frames: a shift is reported with the frame that shows it. */
const settle = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
  });

// The pages whose text moved when laid out again in the font: with the font as a file
// (font-display: swap) /ar by 0.035 and /ar/programme by 0.014; with the faces in the stylesheet
// but loaded only at the first layout, /ar by 0.014 and /ar/cgu by 0.035. Each is checked in both
// its forms (decision 0052): arriving from elsewhere, the stylesheet inside the page; then reached
// through a link, the stylesheet as a file, held back as on a slow network.
for (const path of ["/ar", "/ar/programme", "/ar/cgu"]) {
  test(`${path}: painted in Noto Sans Arabic from the start, nothing moves, in both forms`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await recordLayoutShifts(page);
    const fontFiles: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fontFiles.push(request.url().slice(0, 80));
    });
    // The context's route: on /ar/programme its service worker (decision 0050) asks for the
    // stylesheet of the second visit, which the page's own route would not see.
    await page.context().route(STYLES_AND_FONTS, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, SLOW_NETWORK_MS));
      await route.continue();
    });

    await page.goto(path);
    await waitForHydration(page);
    await settle(page);
    expect(await stylesheets(page)).toEqual([null]);
    // No stylesheet file asked for by the page (the programme page's offline copy may fetch
    // one later, for offline reading: not a link of the page).
    expect(await linkedFiles(page)).toEqual([]);
    expect((await arabicFaces(page)).map((face) => face.status)).toEqual(["loaded", "loaded"]);
    expect(await fontsDrawing(page, "main h1")).toContain(ARABIC_FAMILY);
    expect(await layoutShifts(page)).toEqual([]);

    await followLink(page, path);
    await waitForHydration(page);
    await settle(page);
    expect(await stylesheets(page)).toEqual([
      expect.stringMatching(/\/assets\/root-ar-[\w-]+\.css$/),
    ]);
    expect(await linkedFiles(page)).toEqual([expect.stringMatching(/^\/assets\/root-ar-/)]);
    expect((await arabicFaces(page)).map((face) => face.status)).toEqual(["loaded", "loaded"]);
    expect(await fontsDrawing(page, "main h1")).toContain(ARABIC_FAMILY);
    expect(await layoutShifts(page)).toEqual([]);
    expect(fontFiles).toEqual([]);
  });
}

test("Arabic pages carry their font in their own stylesheet; other pages neither load nor carry it", async ({
  page,
}) => {
  const fontFiles: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fontFiles.push(request.url().slice(0, 80));
  });
  const visit = async (path: string) => {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  };

  // French and English pages have one form: the shared stylesheet, linked, without the faces.
  await visit("/");
  const [shared] = await stylesheets(page);
  expect(shared).toMatch(/\/assets\/root-[\w-]+\.css$/);
  expect(await arabicFaces(page)).toEqual([]);
  await visit("/en");
  expect(await stylesheets(page)).toEqual([shared]);
  expect(await arabicFaces(page)).toEqual([]);

  // An Arabic page reached from elsewhere holds its stylesheet, faces included…
  await visit("/ar");
  expect(await stylesheets(page)).toEqual([null]);
  const faces = await arabicFaces(page);
  expect(faces.map((face) => face.weight).sort()).toEqual(["400", "700"]);
  expect(faces.map((face) => face.status)).toEqual(["loaded", "loaded"]);
  // …and one reached through a link links to the Arabic copy of the site's stylesheet.
  await followLink(page, "/ar/cgu");
  const arabic = await stylesheets(page);
  expect(arabic).toEqual([expect.stringMatching(/\/assets\/root-ar-[\w-]+\.css$/)]);
  expect((await arabicFaces(page)).map((face) => face.status)).toEqual(["loaded", "loaded"]);
  // Nothing to fetch after the stylesheet, on any of them.
  expect(fontFiles).toEqual([]);
});
