import { expectNoAxeViolations } from "../support/accessibility.ts";
import { signInThroughApi } from "../support/admin-session.ts";
import { queryDatabase, unique } from "../support/database.ts";
import { expect, test } from "../support/test.ts";
import { PHONE } from "../support/viewports.ts";

/**
 * « Accès API » (issue #41 item 2, decision 0078) on the smallest phone: an admin creates a
 * token, copies it the one time it is shown, a program reads the registrations with it, and the
 * revocation stops it at once; the built server also serves the programme's feeds.
 */
test("an admin creates a token shown once, a program uses it, the revocation stops it", async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.setViewportSize(PHONE);
  await signInThroughApi(page.request);
  await page.goto("/admin/app/acces-api");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Accès API");

  const name = unique("Tableur");
  await page.getByRole("button", { name: "Créer le jeton" }).click();
  await expect(
    page.getByText("Choisissez au moins une portée parmi celles proposées"),
  ).toBeVisible();
  await page.getByLabel("Nom du jeton").fill(name);
  await page.getByRole("checkbox", { name: /Lire les inscriptions/ }).check();
  await page.getByRole("button", { name: "Créer le jeton" }).click();

  const shown = page.getByRole("region", { name: "Copiez ce jeton maintenant" });
  const field = shown.getByLabel("Jeton d'accès");
  await expect(field).toHaveValue(/^cgt_[A-Za-z0-9_-]{43}$/);
  const token = await field.inputValue();
  await shown.getByRole("button", { name: "Copier" }).click();
  await expect(shown.getByText("Jeton copié dans le presse-papiers.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("Lire les inscriptions");
  await expect(row).toContainText("Jamais utilisé");
  await expect(row).not.toContainText(token);
  const [stored] = queryDatabase<{ token_hash: string }>(
    "select token_hash from api_tokens where name = ?",
    name,
  );
  expect(stored?.token_hash).toMatch(/^[0-9a-f]{64}$/);
  // Nothing wider than the phone: the table scrolls in its own frame.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
  await expectNoAxeViolations(page);

  // A program without cookies, with the token only.
  const program = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${token}` },
  });
  const read = await program.get("/api/admin/registrations");
  expect(read.status()).toBe(200);
  expect(Array.isArray((await read.json()).data)).toBe(true);

  await page.reload();
  await expect(page.getByRole("row").filter({ hasText: name })).not.toContainText("Jamais utilisé");
  await page.getByRole("button", { name: `Révoquer « ${name} »` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Révoquer" }).click();
  await expect(page.getByRole("row").filter({ hasText: name })).toContainText("Révoqué le");
  expect((await program.get("/api/admin/registrations")).status()).toBe(401);
  await program.dispose();

  // The built server answers the conference apps' feeds (issue #41 item 4), not the site's 404.
  const feed = await page.request.get("/ar/programme.xml");
  expect(feed.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  expect(await feed.text()).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<schedule>/);
  const json = await page.request.get("/programme.json");
  expect((await json.json()).schedule.conference.days.length).toBeGreaterThan(0);
});
