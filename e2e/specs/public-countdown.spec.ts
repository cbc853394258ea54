import { edition } from "@congres/shared";
import { expect, type Page, test } from "../support/test.ts";

const deadline = new Date(edition.submissionDeadline).getTime();
/** A paused clock at `time`: the page sees exactly that instant until the test moves it on. */
async function freezeClockAt(page: Page, time: number) {
  await page.clock.install({ time: time - 1000 });
  await page.clock.pauseAt(time);
}

const countdown = (page: Page) =>
  page.getByRole("list", { name: "Temps restant avant la date limite de soumission" });

test("before the deadline the countdown shows the time left and ticks every second", async ({
  page,
}) => {
  // 2 days, 3 hours, 4 minutes and 5 seconds before the deadline.
  const start = deadline - ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
  await freezeClockAt(page, start);
  await page.goto("/");
  const items = countdown(page).getByRole("listitem");
  await expect(items).toHaveText(["02Jours", "03Heures", "04Minutes", "05Secondes"]);
  await page.clock.runFor(1000);
  await expect(items.nth(3)).toHaveText("04Secondes");
  await page.clock.runFor(5000);
  await expect(items).toHaveText(["02Jours", "03Heures", "03Minutes", "59Secondes"]);
  await expect(page.getByText("Délai expiré")).toBeHidden();
});

test("the countdown turns into the closed message when the deadline passes", async ({ page }) => {
  await freezeClockAt(page, deadline - 2000);
  await page.goto("/");
  await expect(countdown(page).getByRole("listitem").nth(3)).toHaveText("02Secondes");
  await page.clock.runFor(3000);
  await expect(page.getByText("Délai expiré")).toBeVisible();
  await expect(page.getByText("La période de soumission est terminée")).toBeVisible();
  await expect(countdown(page)).toBeHidden();
});

test("after the deadline the home page says the submission period is over", async ({ page }) => {
  await freezeClockAt(page, deadline + 24 * 3600 * 1000);
  await page.goto("/");
  await expect(page.getByText("Délai expiré")).toBeVisible();
  await expect(page.getByText("La période de soumission est terminée")).toBeVisible();
});
