import { validContact, validSubmission } from "@congres/shared/testing";
import { expectNoAxeViolations } from "../support/accessibility.ts";
import { ADMIN } from "../support/admin-account.ts";
import { postPublic, searchAdminList, signInAsAdmin } from "../support/admin-session.ts";
import { queryDatabase, unique } from "../support/database.ts";
import { signInByApi } from "../support/staff-accounts.ts";
import { expect, test } from "../support/test.ts";

const countOf = (table: string) =>
  queryDatabase<{ n: number }>(`select count(*) as n from ${table}`)[0]?.n ?? -1;

test("keyboard-only sign-in: failure toast, then success to the dashboard", async ({ page }) => {
  await page.goto("/admin");
  await expect(page).toHaveTitle(/CPSS 2025/);
  await expectNoAxeViolations(page);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Email")).toBeFocused();
  await page.keyboard.type(ADMIN.email);
  await page.keyboard.press("Tab");
  await page.keyboard.type("mauvais-mot-de-passe");
  await page.keyboard.press("Enter");
  const failure = page.getByRole("status").filter({ hasText: "Identifiants invalides" });
  await expect(failure.first()).toBeVisible();
  await expect(
    page.getByText("Identifiants invalides. Vérifiez l'email ou le mot de passe.", { exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);

  await page.getByLabel("Mot de passe").fill("");
  await page.getByLabel("Mot de passe").focus();
  await page.keyboard.type(ADMIN.password);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/app$/);
  await expect(page.getByText("Bienvenue dans l'espace admin", { exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("adminAuthed"))).toBe("true");
  // Replaced, not pushed: Back does not return to the login form.
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/app$/);
});

test("dashboard figures match the stored data and link to the lists", async ({ page }) => {
  await signInAsAdmin(page);
  await expect(page).toHaveTitle(/Tableau de bord \| Administration CPSS 2025/);
  // Other journeys may write meanwhile: compare against a fresh count until both agree.
  const tile = (label: string) =>
    page.getByRole("main").getByRole("link", { name: new RegExp(`^${label}`) });
  await expect(async () => {
    await page.reload();
    const figures = [
      ["Soumissions", countOf("submissions")],
      ["Inscriptions", countOf("registrations")],
      ["Contacts", countOf("contact_messages")],
    ] as const;
    for (const [label, total] of figures) {
      await expect(tile(label)).toHaveText(new RegExp(`^${label}\\s*${total}\\s*Aujourd'hui`), {
        timeout: 1000,
      });
    }
  }).toPass({ timeout: 15_000 });
  await expect(tile("Inscriptions")).toContainText("Aujourd'hui : ");
  await expectNoAxeViolations(page);
  await tile("Contacts").click();
  await expect(page).toHaveURL(/\/admin\/app\/contacts$/);
});

test("contacts: search (case, accents) writes q, paging, detail, delete", async ({ page }) => {
  const tag = unique("paging");
  for (let n = 1; n <= 10; n++) {
    await postPublic(page.request, "/api/contact", {
      ...validContact(),
      lastName: `${tag} ${n}`,
      subject: `Question ${n}`,
    });
  }
  const accentedId = await postPublic(page.request, "/api/contact", {
    ...validContact(),
    firstName: "Éloïse",
    lastName: tag,
    subject: "Hébergement à l'hôtel",
  });
  await signInAsAdmin(page);
  await page
    .getByRole("navigation", { name: "Menu d'administration" })
    .getByRole("link", { name: "Contacts" })
    .click();
  await expect(page).toHaveTitle(/Contacts \| Administration CPSS 2025/);

  await searchAdminList(page, tag.toUpperCase());
  await expect(page).toHaveURL(new RegExp(`q=${tag.toUpperCase()}`));
  await expect(page.getByText("Total : 11")).toBeVisible();
  const rows = page.locator("tbody tr");
  await expect(rows).toHaveCount(10);
  await expect(rows.first()).toContainText("Éloïse");
  await expect(page.getByText("Page 1")).toBeVisible();
  await expect(page.getByRole("button", { name: "Précédent" })).toBeDisabled();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Suivant" }).click();
  await expect(page.getByText("Page 2")).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`${tag} 1`);
  await expect(page.getByRole("button", { name: "Suivant" })).toBeDisabled();
  await page.getByRole("button", { name: "Précédent" }).click();
  await expect(page.getByText("Page 1")).toBeVisible();

  await searchAdminList(page, `eloise ${tag} hebergement`);
  await expect(page.getByText("Total : 1", { exact: true })).toBeVisible();
  await expect(page.getByText("Page 1")).toBeVisible();

  await page.getByRole("link", { name: `Voir le message #${accentedId}` }).click();
  await expect(page.getByRole("heading", { name: `Message #${accentedId}` })).toBeVisible();
  await expect(page.getByText("Hébergement à l'hôtel")).toBeVisible();
  await expect(page.getByText(/\d{1,2} \p{L}+ \d{4} à \d{2}:\d{2}/u)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Retour", exact: true }).click();

  await searchAdminList(page, `eloise ${tag}`);
  await page.getByRole("button", { name: `Supprimer le message #${accentedId}` }).click();
  const dialog = page.getByRole("dialog", { name: "Confirmer la suppression" });
  await expect(dialog).toContainText("Cette action est irréversible.");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Supprimer" }).click();
  await expect(page.getByText(`Message #${accentedId} supprimé.`, { exact: true })).toBeVisible();
  await expect(page.getByText("Total : 0")).toBeVisible();
  expect(queryDatabase("select id from contact_messages where id = ?", accentedId)).toEqual([]);
});

test("submission detail lists authors with the presenting one; delete removes its authors", async ({
  page,
}) => {
  const title = unique("Étude");
  const id = await postPublic(page.request, "/api/submission", { ...validSubmission(), title });
  await signInByApi(page, ADMIN.email, ADMIN.password);
  await page.goto(`/admin/app/soumissions?q=${encodeURIComponent(title.toLowerCase())}`);
  await expect(page.locator("tbody tr")).toHaveCount(1);
  await expect(page.locator("tbody tr")).toContainText("Communication orale");
  await page.getByRole("link", { name: `Voir la soumission #${id}` }).click();
  await expect(page.getByRole("heading", { name: `Soumission #${id}` })).toBeVisible();
  // The authors' list, not the "E-mails" section below it, which names the author too.
  const authors = page.getByRole("region", { name: "Auteurs" });
  const fatou = authors.getByRole("listitem").filter({ hasText: "Fatou Diallo" });
  await expect(fatou).toContainText("Auteur présentateur");
  await expect(
    authors.getByRole("listitem").filter({ hasText: "Moussa Ndiaye" }),
  ).not.toContainText("présentateur");
  await expect(page.getByRole("definition").filter({ hasText: /^Non$/ }).first()).toBeVisible();
  await page.getByRole("link", { name: "Retour", exact: true }).click();
  await page.getByRole("button", { name: `Supprimer la soumission #${id}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Supprimer" }).click();
  await expect(page.getByText(`Soumission #${id} supprimée.`, { exact: true })).toBeVisible();
  expect(queryDatabase("select id from submission_authors where submission_id = ?", id)).toEqual(
    [],
  );
});

test("a slow answer to an older search never replaces the newer one", async ({ page }) => {
  const tag = unique("course");
  await postPublic(page.request, "/api/contact", { ...validContact(), lastName: `${tag} lent` });
  await postPublic(page.request, "/api/contact", { ...validContact(), lastName: `${tag} rapide` });
  await signInByApi(page, ADMIN.email, ADMIN.password);
  await page.goto("/admin/app/contacts");
  // The first search's answer is held back until the second one has been shown.
  let releaseSlow: () => void = () => {};
  const slowHeld = new Promise<void>((resolve) => {
    releaseSlow = resolve;
  });
  await page.route(/\/api\/admin\/contacts\?.*q=/, async (route) => {
    const q = new URL(route.request().url()).searchParams.get("q") ?? "";
    if (q === `${tag} lent`) await slowHeld;
    await route.continue();
  });
  const search = page.getByLabel("Rechercher");
  await search.fill(`${tag} lent`);
  await search.fill(`${tag} rapide`);
  await expect(page.locator("tbody tr")).toHaveCount(1);
  await expect(page.locator("tbody tr")).toContainText(`${tag} rapide`);
  const slowAnswer = page.waitForResponse((response) =>
    decodeURIComponent(response.url()).includes(`${tag} lent`.replace(" ", "+")),
  );
  releaseSlow();
  await slowAnswer;
  await expect(page.locator("tbody tr")).toContainText(`${tag} rapide`);
  await expect(page).toHaveURL(/rapide/);
});

test("a detail that cannot be read sends the browser to /admin", async ({ page }) => {
  await signInAsAdmin(page);
  await page.context().clearCookies();
  await page.goto("/admin/app/inscriptions/1");
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("button", { name: "Se connecter" })).toBeVisible();
});
