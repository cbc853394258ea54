import {
  expectHeadingOrder,
  expectLandmarks,
  expectNoAxeViolations,
} from "../support/accessibility.ts";
import { expect, test } from "../support/test.ts";
import { PHONE } from "../support/viewports.ts";

// Every public page in every language is checked with axe, its outline and its landmarks by
// i18n-pages.spec.ts; here the 404 page and the states a visitor opens (panels, dialogs, menus).
test("the 404 page has no axe violations and an ordered outline", async ({ page }) => {
  await page.goto("/page-inconnue");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectHeadingOrder(page);
  await expectLandmarks(page);
  await expectNoAxeViolations(page);
});

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
