import { validRegistration } from "@congres/shared/testing";
import { ADMIN } from "../support/admin-account.ts";
import { postPublicWithReference, signInAsAdmin } from "../support/admin-session.ts";
import { unique } from "../support/database.ts";
import { signInByApi } from "../support/staff-accounts.ts";
import { expect, type Locator, test } from "../support/test.ts";
import { DESKTOP } from "../support/viewports.ts";

/** How many lines a text is laid out on (one box per line of its text nodes). */
const linesOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size;
  });

/** A delegate whose every cell is long: the widest row the registrations table must hold. */
const longRegistration = (lastName: string) => ({
  ...validRegistration(),
  firstName: "Fatima-Zahra",
  lastName,
  email: "fatima-zahra.benali-elidrissi@chu-ibnrochd-casablanca.ma",
  institution: "Centre hospitalier universitaire Ibn Rochd de Casablanca",
  participationType: "professionnel" as const,
});

test.use({ viewport: DESKTOP });

test("at 1280 px the registrations table fits beside the menu, references on one line, the menu in French", async ({
  page,
}) => {
  const lastName = unique("Benali-Elidrissi");
  // Registered twice: the row also carries its "Doublon (1 autre inscription…)" badge.
  await postPublicWithReference(page.request, "/api/registration", longRegistration(lastName));
  const registration = await postPublicWithReference(
    page.request,
    "/api/registration",
    longRegistration(lastName),
  );
  await signInAsAdmin(page);
  const menu = page.getByRole("navigation", { name: "Menu d'administration" });
  await expect(menu.getByRole("link")).toContainText(["Tableau de bord"]);
  await expect(menu.getByRole("link", { name: "Administrateurs" })).toBeVisible();
  await expect(menu).not.toContainText("Dashboard");
  await expect(menu).not.toContainText("Admin Users");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tableau de bord");

  // The whole list, as staff see it, and the long row searched for.
  for (const address of ["/admin/app/inscriptions", `/admin/app/inscriptions?q=${lastName}`]) {
    await page.goto(address);
    const rows = page.locator("tbody tr");
    await expect(rows.first().getByRole("link", { name: /^Voir l'inscription/ })).toBeVisible();
    const table = page.locator("table");
    const overflow = await table.evaluate((element) => {
      const box = element.parentElement as HTMLElement;
      return { scroll: box.scrollWidth, client: box.clientWidth };
    });
    expect(overflow.scroll, address).toBeLessThanOrEqual(overflow.client);
    for (const row of await rows.all()) {
      // Brought up to the screen (rows further down are below it): then nothing may stick out
      // at the side.
      await row.scrollIntoViewIfNeeded();
      await expect(row.getByRole("link", { name: /^Voir l'inscription/ })).toBeInViewport({
        ratio: 1,
      });
      await expect(row.getByRole("button", { name: /^Supprimer l'inscription/ })).toBeInViewport({
        ratio: 1,
      });
      expect(await linesOf(row.locator("td").nth(1)), address).toBe(1);
    }
  }
  const row = page.locator("tbody tr").filter({ hasText: registration.reference });
  await expect(row).toContainText("En attente");
  await expect(row).toContainText("1 000,00 DH dus");
});

test("the payment's toast leaves the receipt's download button free", async ({ page }) => {
  // Becoming paid issues a receipt, whose PDF the server renders for its mail (decision 0021).
  test.slow();
  const registration = await postPublicWithReference(
    page.request,
    "/api/registration",
    longRegistration(unique("Toast")),
  );
  await signInByApi(page, ADMIN.email, ADMIN.password);
  await page.goto(`/admin/app/inscriptions/${registration.id}`);
  const payment = page.getByRole("region", { name: "Paiement" });
  await payment.getByRole("button", { name: "Marquer payée" }).click();
  const dialog = page.getByRole("dialog", { name: "Enregistrer un paiement" });
  await dialog.getByLabel("Date du virement").fill("2025-10-03");
  await dialog.getByRole("button", { name: "Enregistrer le paiement" }).click();
  await expect(dialog).toBeHidden();

  const toast = page.locator('li[data-state="open"]').filter({ hasText: "Paiement enregistré" });
  await expect(toast).toBeVisible();
  const download = page.getByRole("link", { name: /^Télécharger le reçu / });
  await expect(download).toBeVisible();
  // Where the button is when the screen ends with it: the bottom of the window, at its end.
  await download.evaluate((element) => {
    const { bottom } = element.getBoundingClientRect();
    window.scrollBy(0, bottom - window.innerHeight + 24);
  });
  const [button, note] = await Promise.all([download.boundingBox(), toast.boundingBox()]);
  if (!button || !note) throw new Error("the button or the toast has no box");
  expect(button.y + button.height).toBeLessThanOrEqual(DESKTOP.height);
  const overlaps =
    button.x < note.x + note.width &&
    note.x < button.x + button.width &&
    button.y < note.y + note.height &&
    note.y < button.y + button.height;
  expect(overlaps, JSON.stringify({ button, note })).toBe(false);
  // The click reaches the button itself (nothing on top of it), while the toast is still there.
  await download.click({ trial: true, timeout: 2_000 });
  await expect(toast).toBeVisible();
});

test("the registration detail gives the delegate's language, the Journal words an export", async ({
  page,
}) => {
  const lastName = unique("Langue");
  const registration = await postPublicWithReference(
    page.request,
    "/api/registration",
    { ...validRegistration(), lastName },
    { "Accept-Language": "ar" },
  );
  await signInByApi(page, ADMIN.email, ADMIN.password);
  await page.goto(`/admin/app/inscriptions/${registration.id}`);
  const language = page
    .getByRole("term")
    .filter({ hasText: /^Langue$/ })
    .locator("xpath=following-sibling::dd[1]");
  await expect(language).toHaveText("Arabe");

  const exported = await page.request.get(
    `/api/admin/registrations/export.xlsx?q=${lastName}&payment_status=en_attente&sort=last_name&order=asc`,
  );
  expect(exported.status()).toBe(200);
  await page.goto("/admin/app/journal?action=registration.list_export");
  const line = page.locator("tbody tr").filter({ hasText: lastName });
  await expect(line).toContainText(
    `Export : XLSX, recherche « ${lastName} », Statut de paiement : En attente, tri : Nom (A → Z)`,
  );
  await expect(page.locator("tbody")).not.toContainText("[object Object]");
  // The admin's e-mail whole, on one line.
  expect(await linesOf(line.locator("td").nth(1))).toBe(1);
});
