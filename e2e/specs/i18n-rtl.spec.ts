import { EDITION_WORDING, edition } from "@congres/shared";
import { waitForHydration } from "../support/page-scripts.ts";
import { expect, type Locator, test } from "../support/test.ts";
import { uiMessages } from "../support/ui-messages.ts";
import { PHONE } from "../support/viewports.ts";

const ar = uiMessages("ar");

for (const path of ["/ar", "/ar/programme", "/ar/inscription"]) {
  test(`${path} at 360 px reads right to left without horizontal overflow`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(PHONE);
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await waitForHydration(page);

    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);

    // The header mirrored: the logo at the right edge, the menu button at the left.
    const header = page.getByRole("banner");
    const logo = await header.getByRole("link", { name: ar.header_home_label }).boundingBox();
    const menu = await header.getByRole("button", { name: ar.menu_open }).boundingBox();
    expect(logo && menu && logo.x > menu.x).toBe(true);
    expect((logo?.x ?? 0) + (logo?.width ?? 0)).toBeGreaterThan(PHONE.width - 40);

    await testInfo.attach(`rtl-${path.replaceAll("/", "_")}.png`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: "image/png",
    });
  });
}

test("the programme's time column is at the right and parallel sessions start at the right", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/ar/programme");
  const slot = page.locator("#jour-1 ol > li").filter({ has: page.locator("article + article") });
  const time = await slot.first().locator("time").boundingBox();
  const [first, second] = await Promise.all([
    slot.first().locator("article").nth(0).boundingBox(),
    slot.first().locator("article").nth(1).boundingBox(),
  ]);
  expect(time && first && time.x > first.x).toBe(true);
  expect(first && second && first.x > second.x).toBe(true);
  // The time range keeps its left-to-right order inside Arabic text.
  await expect(slot.first().locator("time")).toHaveAttribute("dir", "ltr");
});

test("the Arabic font is self-hosted and used only on Arabic pages", async ({ page }) => {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
  });
  await page.goto("/programme");
  await page.waitForLoadState("networkidle");
  expect(fonts).toEqual([]);
  // Reached from a page of the site: the Arabic pages' stylesheet as a file (decision 0052).
  await page.getByRole("link", { name: "العربية" }).click();
  await page.waitForURL("**/ar/programme");
  await page.waitForLoadState("networkidle");
  // Its faces are in the Arabic pages' own stylesheet, served by the site (decision 0037).
  expect(fonts).toEqual([]);
  const faces = await page.evaluate(async () => {
    await document.fonts.ready;
    const all: string[] = [];
    document.fonts.forEach(({ family, status }) => {
      all.push(`${family.replaceAll('"', "")} ${status}`);
    });
    return all;
  });
  expect(faces).toEqual(["Noto Sans Arabic loaded", "Noto Sans Arabic loaded"]);
  const sheets = await page.evaluate(() =>
    Array.from(document.styleSheets).map((sheet) => sheet.href),
  );
  expect(sheets).toEqual([expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/assets\/root-ar-/)]);
  const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(family).toMatch(/^"Noto Sans Arabic"/);
});

/** The characters as written in the page (Playwright's text matchers fold no-break spaces). */
const rawText = (locator: Locator) => locator.evaluate((element) => element.textContent ?? "");

/**
 * Whether the hyphen of the abstracts address shows after "congres" (left to right), even when the
 * line breaks there: the horizontal positions of the two pieces in `locator`'s text.
 */
const hyphenAfterCongres = (locator: Locator) =>
  locator.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf("congres-") ?? -1;
      if (at < 0) continue;
      const box = (start: number, end: number) => {
        const range = document.createRange();
        range.setStart(node, start);
        range.setEnd(node, end);
        return range.getBoundingClientRect();
      };
      const word = box(at, at + "congres".length);
      const hyphen = box(at + "congres".length, at + "congres-".length);
      return hyphen.left >= word.right - 1;
    }
    return false;
  });

test("Arabic details at 360 px: the venue's address, the abstracts address, the dates, the initials", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const wording = EDITION_WORDING.ar;

  // The address in Arabic, its number first (at the right), not "19 rue Tarik…" reordered.
  await page.goto("/ar/contact");
  const venue = page.getByRole("listitem").filter({ hasText: ar.contact_card_venue as string });
  await expect(venue).toContainText(wording.venueAddress);
  await expect(venue).not.toContainText("Tarik");
  // "30 و31 أكتوبر" is never split across two lines.
  const dates = page.getByRole("listitem").filter({ hasText: ar.contact_card_dates as string });
  expect(await rawText(dates)).toContain("30\u00a0و31\u00a0أكتوبر");
  expect(await rawText(page.getByRole("contentinfo"))).toContain("30\u00a0و31\u00a0أكتوبر");

  // The abstracts address reads left to right, on the home page and /soumissions.
  await page.goto("/ar");
  const send = page.getByRole("link", { name: new RegExp(edition.abstractEmail) }).first();
  await expect(send.locator("bdi[dir=ltr]")).toHaveText(edition.abstractEmail);
  expect(await hyphenAfterCongres(send)).toBe(true);
  await page.goto("/ar/soumissions");
  const write = page.getByRole("link", { name: new RegExp(edition.abstractEmail) }).first();
  await expect(write.locator("bdi[dir=ltr]")).toHaveText(edition.abstractEmail);
  expect(await hyphenAfterCongres(write)).toBe(true);
});

for (const locale of ["fr", "en", "ar"] as const) {
  test(`the programme's initials in ${locale} are the name's, never the title's`, async ({
    page,
  }) => {
    await page.goto(locale === "fr" ? "/programme" : `/${locale}/programme`);
    const chip = page.getByRole("listitem").filter({ hasText: "Hind Chraibi" }).first();
    await expect(chip.locator("span[aria-hidden=true]")).toHaveText("HC");
  });
}
