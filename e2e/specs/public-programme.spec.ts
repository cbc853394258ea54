import { edition } from "@congres/shared";
import { expect, test } from "../support/test.ts";
import { PHONE } from "../support/viewports.ts";

test("the programme lists three days with slots, people, rooms and the gala dinner", async ({
  page,
}) => {
  const imageFiles: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "image" && !request.url().startsWith("data:"))
      imageFiles.push(new URL(request.url()).pathname);
  });
  await page.goto("/programme");
  const main = page.getByRole("main");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Programme détaillé");
  for (const day of edition.dates.days)
    await expect(main.getByRole("heading", { level: 2, name: day.label })).toBeVisible();

  for (const room of ["Grand amphithéâtre", "Salle JAY", "Salle Ibn Rochd", "Hall principal"])
    await expect(main.getByText(room).first()).toBeVisible();
  await expect(main.getByText("Restaurant universitaire").first()).toBeVisible();

  const friday = main.locator("section#jour-2");
  const gala = friday.locator("li", { has: page.getByRole("heading", { name: "20:00" }) });
  await expect(gala.getByRole("heading", { name: "Dîner de gala" })).toBeVisible();
  await expect(gala.getByText(/Hôtel/)).toBeVisible();

  const opening = main.locator("article", { hasText: "Conférence inaugurale" });
  await expect(opening.getByText("Intervenant", { exact: true })).toBeVisible();
  await expect(opening.getByText("Pr. Amina Benali")).toBeVisible();
  await expect(opening.getByText("Modérateur", { exact: true })).toBeVisible();
  // Known portrait → the stylesheet's class draws it over the initials, asked for by the
  // stylesheet (decision 0037); unknown → initials.
  const portrait = opening
    .locator("li", { hasText: "Pr. Amina Benali" })
    .locator("span.rounded-full");
  await portrait.scrollIntoViewIfNeeded();
  const drawn = await portrait.evaluate((chip) => {
    const style = getComputedStyle(chip);
    return {
      image: style.backgroundImage,
      size: style.fontSize,
      box: chip.getBoundingClientRect().width,
    };
  });
  expect(drawn).toEqual({
    image: expect.stringMatching(/^url\("http:\/\/[^"]+\/assets\/amina-benali-[\w-]+\.webp"\)$/),
    size: "0px",
    box: 40,
  });
  const file = drawn.image.slice(5, -2);
  await expect.poll(() => imageFiles).toContain(new URL(file).pathname);
  const served = await page.request.get(file);
  expect(served.headers()["content-type"]).toBe("image/webp");
  expect((await served.body()).subarray(8, 12).toString()).toBe("WEBP");
  const roundTable = main.locator("article", { hasText: "Table ronde" });
  await expect(roundTable.getByText("Panel", { exact: true })).toBeVisible();
  await expect(roundTable.getByText("TM", { exact: true })).toBeVisible();

  await expect(main.getByRole("link", { name: "S'inscrire maintenant" })).toHaveAttribute(
    "href",
    "/inscription",
  );
  expect(imageFiles.filter((path) => path.startsWith("/images/"))).toEqual([]);
});

async function parallelCardBoxes(page: import("@playwright/test").Page) {
  const a = page.locator("article", { hasText: "Session parallèle A" });
  const b = page.locator("article", { hasText: "Session parallèle B" });
  const boxA = await a.boundingBox();
  const boxB = await b.boundingBox();
  if (!boxA || !boxB) throw new Error("parallel sessions not rendered");
  return { boxA, boxB };
}

test("parallel sessions sit side by side on a desktop", async ({ page }) => {
  await page.goto("/programme");
  const { boxA, boxB } = await parallelCardBoxes(page);
  expect(Math.abs(boxA.y - boxB.y)).toBeLessThan(2);
  expect(boxB.x).toBeGreaterThan(boxA.x + boxA.width - 1);
});

test("parallel sessions are stacked on a phone, without horizontal scroll", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/programme");
  const { boxA, boxB } = await parallelCardBoxes(page);
  expect(boxB.y).toBeGreaterThan(boxA.y + boxA.height - 1);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(PHONE.width);
});

test("the location dialog shows the map, address, dates and maps link, then gives focus back", async ({
  page,
}) => {
  await page.goto("/programme");
  const trigger = page.getByRole("button", { name: "Voir le lieu du congrès" });
  await trigger.click();
  const dialog = page.getByRole("dialog", { name: "Lieu du congrès" });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(`iframe[title="Carte : ${edition.venue.name}"]`)).toHaveAttribute(
    "src",
    edition.venue.mapEmbedUrl,
  );
  await expect(dialog.getByText(edition.venue.address)).toBeVisible();
  await expect(dialog.getByText(edition.dates.label)).toBeVisible();
  await expect(dialog.getByRole("link", { name: /Ouvrir dans Google Maps/ })).toHaveAttribute(
    "href",
    edition.venue.mapsUrl,
  );
  // Focus opens on the maps link, not in the map's frame (another site's, which may not load).
  await expect(dialog.getByRole("link", { name: /Ouvrir dans Google Maps/ })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});
