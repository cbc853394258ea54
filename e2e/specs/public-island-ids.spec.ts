import { waitForHydration } from "../support/page-scripts.ts";
import { expect, type Page, test } from "../support/test.ts";

/**
 * The islands are prerendered by React and started by Preact, which sets its own ids (decision
 * 0030): once a form has shown its errors, every id of the page is unique and every label and
 * ARIA reference names an element of the page, in the three languages.
 */
const FORM_PAGES = ["/inscription", "/soumissions", "/contact"].flatMap((path) => [
  path,
  `/en${path}`,
  `/ar${path}`,
]);

/** Ids used more than once, and label or ARIA references to no element of the page. */
function brokenIds(page: Page) {
  return page.evaluate(() => {
    const ids = Array.from(document.querySelectorAll("[id]"), (element) => element.id);
    const duplicates = ids.filter((id, index) => ids.indexOf(id) !== index);
    const references = [
      ...Array.from(document.querySelectorAll("label[for]"), (label) => [
        `label[for] "${label.textContent?.trim()}"`,
        label.getAttribute("for") ?? "",
      ]),
      ...["aria-describedby", "aria-labelledby"].flatMap((attribute) =>
        Array.from(document.querySelectorAll(`[${attribute}]`), (element) => [
          `${element.localName}[${attribute}]`,
          element.getAttribute(attribute) ?? "",
        ]),
      ),
    ].flatMap(([where, list]) =>
      (list ?? "")
        .split(/\s+/)
        .filter((id) => id && !document.getElementById(id))
        .map((id) => `${where} → ${id}`),
    );
    return { duplicates, missing: references };
  });
}

for (const path of FORM_PAGES) {
  test(`${path}: ids stay unique and linked once the form shows its errors`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const form = page.locator("form").first();
    // The submission form waits for its two commitments; ticked, its send button is enabled.
    for (const box of await form.getByRole("checkbox").all()) await box.check();
    await form.locator('button[type="submit"]').click();
    await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();

    const { duplicates, missing } = await brokenIds(page);
    expect(duplicates).toEqual([]);
    expect(missing).toEqual([]);
    // Fields point at their error messages, which the island rendered after it started.
    const described = form.locator('[aria-invalid="true"][aria-describedby]').first();
    await expect(described).toHaveCount(1);
  });
}
