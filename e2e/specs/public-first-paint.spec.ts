import { PUBLIC_PAGES } from "../../apps/web/src/public-paths.ts";
import { expect, test } from "../support/test.ts";
import { PHONE } from "../support/viewports.ts";

/** Decision 0015: a public page shows its content before any script, and runs without errors. */

// The entrance animations as most visitors see them (the suite's browser asks for less motion).
test.use({ reducedMotion: "no-preference" });

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of PUBLIC_PAGES) {
    test(`${path} shows its main content, nothing left transparent`, async ({ page }) => {
      await page.goto(path);
      const main = page.getByRole("main");
      await expect(main).toBeVisible();
      await expect(main.getByRole("heading").first()).toBeVisible();
      expect((await main.textContent())?.length).toBeGreaterThan(200);
      // Entrance animations run on CSS alone: once finished, nothing may stay invisible.
      const transparent = await main.evaluate(async (element) => {
        await Promise.all(document.getAnimations().map((animation) => animation.finished));
        return Array.from(element.querySelectorAll("*"))
          .filter((node) => node.getClientRects().length > 0)
          .filter((node) => {
            const style = getComputedStyle(node);
            return style.opacity === "0" || style.visibility === "hidden";
          })
          .map((node) => node.outerHTML.slice(0, 80));
      });
      expect(transparent).toEqual([]);
    });
  }
});

// With JavaScript, each page in each language hydrates without a console error or CSP violation:
// checked where i18n-pages.spec.ts opens it for all its checks.

test("a tap on the phone menu before the page is hydrated still opens it", async ({ page }) => {
  await page.setViewportSize(PHONE);
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // The islands script is held back, as on a slow network, until the button has been tapped.
  await page.route("**/assets/*/islands-*.js", async (route) => {
    await held;
    await route.continue();
  });
  const islandsRequested = page.waitForRequest("**/assets/*/islands-*.js");
  await page.goto("/about", { waitUntil: "domcontentloaded" });
  await islandsRequested;
  await page.getByRole("button", { name: "Ouvrir le menu" }).click();
  release();
  await expect(page.getByRole("navigation", { name: "Menu principal mobile" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Fermer le menu" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
});
