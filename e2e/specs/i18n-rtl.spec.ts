import { expect, test } from "@playwright/test";
import { waitForHydration } from "../support/page-scripts.ts";
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
  await page.goto("/ar/programme");
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
