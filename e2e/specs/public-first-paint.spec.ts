import { expect, test } from "@playwright/test";
import { PUBLIC_PAGES } from "../../apps/web/src/public-paths.ts";
import { waitForHydration } from "../support/page-scripts.ts";

/** Decision 0015: a public page shows its content before any script, and runs without errors. */

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

test.describe("with JavaScript", () => {
  for (const path of PUBLIC_PAGES) {
    test(`${path} hydrates without a console error or CSP violation`, async ({ page }) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) =>
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
        );
      });
      await page.goto(path);
      await waitForHydration(page);
      await page.waitForLoadState("networkidle");
      expect(errors).toEqual([]);
    });
  }
});
