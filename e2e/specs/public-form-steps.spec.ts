import { messages } from "@congres/shared";
import { waitForHydration } from "../support/page-scripts.ts";
import { expect, test } from "../support/test.ts";

/**
 * The registration and submission forms start in steps, one part per task
 * (islands/render-steps.tsx): each part keeps its prerendered markup until its step, then starts
 * on that same markup. Here every element of the prerendered form is noted before any script runs;
 * once the form has started, the form holds exactly those elements (none re-created, none lost)
 * and every part answers: the last part's checks show their messages.
 */
const FORMS = [
  {
    path: "/inscription",
    name: "Formulaire d'inscription",
    lastPartMessages: [messages.registration.emergencyPhone, messages.registration.termsAccepted],
  },
  {
    path: "/soumissions",
    name: "Formulaire de soumission",
    lastPartMessages: [messages.submission.acceptance],
  },
];

for (const form of FORMS) {
  test(`${form.path}: the form starts part by part on its prerendered markup`, async ({ page }) => {
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        const form = document.querySelector("form");
        const prerendered = new WeakSet<Element>(Array.from(form?.querySelectorAll("*") ?? []));
        Object.assign(window, {
          prerenderedCount: form?.querySelectorAll("*").length ?? 0,
          isPrerendered: (element: Element) => prerendered.has(element),
        });
      });
    });
    await page.goto(form.path);
    await waitForHydration(page);
    const formElement = page.getByRole("form", { name: form.name });
    await expect(formElement.getByRole("textbox").first()).toBeEnabled();

    const kept = await formElement.evaluate((element) => {
      const { isPrerendered, prerenderedCount } = window as unknown as {
        isPrerendered: (element: Element) => boolean;
        prerenderedCount: number;
      };
      const now = Array.from(element.querySelectorAll("*"));
      return {
        before: prerenderedCount,
        after: now.length,
        created: now.filter((child) => !isPrerendered(child)).map((child) => child.outerHTML),
      };
    });
    expect(kept.before).toBeGreaterThan(100);
    expect(kept.created).toEqual([]);
    expect(kept.after).toBe(kept.before);

    // Every part is live: a send of the empty form shows the last part's messages too.
    await formElement.locator('button[type="submit"]').evaluate((button) => {
      (button as HTMLButtonElement).form?.requestSubmit();
    });
    for (const message of form.lastPartMessages) {
      await expect(formElement.getByText(message, { exact: true }).first()).toBeVisible();
    }
  });
}

test("/inscription: the terms dialog, a part started inside another, opens", async ({ page }) => {
  await page.goto("/inscription");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Lire les conditions de participation" }).click();
  await expect(page.getByRole("dialog", { name: "Conditions de participation" })).toBeVisible();
});
