import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/accessibility.ts";
import { PHONE } from "../support/viewports.ts";

const PATHS = [
  "/",
  "/about",
  "/about-detailed",
  "/themes",
  "/programme",
  "/galerie",
  "/contact",
  "/inscription",
  "/soumissions",
  "/cgu",
  "/mentions-legales",
  "/page-inconnue",
];

/** Headings may not skip a level (h1 → h3), and each page has exactly one h1. */
async function expectHeadingOrder(page: Page) {
  const levels = await page
    .locator("h1, h2, h3, h4, h5, h6")
    .evaluateAll((all) => all.map((heading) => Number(heading.tagName[1])));
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  levels.reduce((previous, level) => {
    expect(level, `h${previous} followed by h${level}`).toBeLessThanOrEqual(previous + 1);
    return level;
  }, 1);
}

for (const path of PATHS) {
  test(`${path} has no axe violations and an ordered outline`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectHeadingOrder(page);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("main")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test("the home page passes axe on a phone with every panel open", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/");
  for (const summary of await page.locator("summary").all()) await summary.click();
  await expectNoAxeViolations(page);
});

test("the programme's location dialog passes axe", async ({ page }) => {
  await page.goto("/programme");
  await page.getByRole("button", { name: "Voir le lieu du congrès" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');
});

test("the mobile menu and the avatar menu pass axe", async ({ page }) => {
  await page.route("**/api/auth/me", (route) =>
    route.fulfill({
      json: { authenticated: true, user: { id: 1, name: "Awa Ndiaye", email: "a@example.org" } },
    }),
  );
  await page.setViewportSize(PHONE);
  await page.goto("/themes");
  await page.getByRole("button", { name: "Ouvrir le menu" }).click();
  await expect(page.getByRole("navigation", { name: "Menu principal mobile" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: /Menu du compte/ }).click();
  await expect(page.getByRole("menu")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("keyboard users see where the focus is", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  const skipLink = page.getByRole("link", { name: "Aller au contenu" });
  await expect(skipLink).toBeFocused();
  await page.keyboard.press("Tab");
  const outline = await page.evaluate(() => {
    const focused = document.activeElement;
    return focused ? getComputedStyle(focused).outlineStyle : "none";
  });
  expect(outline).toBe("solid");
});
