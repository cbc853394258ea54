import { expectNoAxeViolations } from "../support/accessibility.ts";
import { expect, test } from "../support/test.ts";

test("the home page loads in French, hydrates under the CSP and passes axe", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/CPSS 2025/);
  // Hydrated: the countdown only gets its numbers (or its expired state) from the scripts.
  await expect(page.getByText("Délai expiré")).toBeVisible();
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});
