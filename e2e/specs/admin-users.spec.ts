import { expectNoAxeViolations } from "../support/accessibility.ts";
import { ADMIN } from "../support/admin-account.ts";
import { searchAdminList, signInAsAdmin, signInThroughApi } from "../support/admin-session.ts";
import { queryDatabase, unique } from "../support/database.ts";
import { expect, test } from "../support/test.ts";
import { PHONE } from "../support/viewports.ts";

test("create an admin (no phone field), who signs in; delete them; never yourself", async ({
  page,
  browser,
}) => {
  const email = `${unique("admin")}@example.ma`;
  await signInAsAdmin(page);
  await page.getByRole("button", { name: /Menu du compte/ }).click();
  await page.getByRole("menuitem", { name: "Voir profil" }).click();
  await expect(page).toHaveURL(/\/admin\/app\/users$/);

  await page.getByRole("button", { name: "Inviter ou ajouter" }).click();
  const dialog = page.getByRole("dialog", { name: "Inviter ou ajouter un compte" });
  await expect(dialog.getByLabel(/Téléphone/)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await dialog.getByLabel("Nom").fill("Leïla Haddad");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Mot de passe").fill("court-9ch");
  await dialog.getByLabel("Rôle").selectOption({ label: "Administrateur" });
  await dialog.getByRole("button", { name: "Ajouter" }).click();
  await expect(page.getByText("Création impossible", { exact: true })).toBeVisible();
  await expect(
    dialog.getByText("Le mot de passe doit contenir au moins 10 caractères"),
  ).toBeVisible();
  await dialog.getByLabel("Mot de passe").fill("un-mot-de-passe-solide");
  await dialog.getByRole("button", { name: "Ajouter" }).click();
  await expect(page.getByText("L'utilisateur a été créé.", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  await searchAdminList(page, email);
  const row = page.locator("tbody tr").filter({ hasText: email });
  await expect(row).toContainText("admin");
  await expect(row).toContainText("actif");
  const [stored] = queryDatabase<{ id: number; name: string }>(
    "select id, name from users where email = ?",
    email,
  );
  expect(stored?.name).toBe("Leïla Haddad");

  // The new admin can sign in, in another browser.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInAsAdmin(otherPage, email, "un-mot-de-passe-solide");
  await expect(
    otherPage.getByRole("button", { name: "Menu du compte : Leïla Haddad" }),
  ).toContainText("LH");
  await other.close();

  await page.getByRole("button", { name: `Supprimer l'utilisateur ${email}` }).click();
  const confirm = page.getByRole("dialog", { name: "Supprimer l'utilisateur ?" });
  await expect(confirm).toContainText("Cette action est irréversible.");
  await confirm.getByRole("button", { name: "Supprimer" }).click();
  await expect(
    page.getByText(`Utilisateur #${stored?.id} supprimé.`, { exact: true }),
  ).toBeVisible();
  expect(queryDatabase("select id from users where email = ?", email)).toEqual([]);

  await searchAdminList(page, ADMIN.email);
  await page.getByRole("button", { name: `Supprimer l'utilisateur ${ADMIN.email}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Supprimer" }).click();
  await expect(
    page.getByText(/^Suppression impossible\s+Vous ne pouvez pas supprimer votre propre compte\.$/),
  ).toBeVisible();
  expect(queryDatabase("select id from users where email = ?", ADMIN.email)).toHaveLength(1);
});

test("a lost session sends the lists back to /admin; logout ends the session", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInAsAdmin(page);
  await page.getByRole("button", { name: /Menu du compte/ }).click();
  await page.getByRole("menuitem", { name: "Déconnexion" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem("adminAuthed"))).toBeNull();
  const me = await page.request.get("/api/auth/me");
  expect(await me.json()).toEqual({ authenticated: false, user: null });

  // A stale local flag does not open the data: the list's 401 leads back to the form.
  await page.evaluate(() => localStorage.setItem("adminAuthed", "true"));
  await page.goto("/admin/app/inscriptions");
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("button", { name: "Se connecter" })).toBeVisible();
});

test("signed in, the public header shows the avatar menu; Se déconnecter ends the session", async ({
  page,
}) => {
  await signInThroughApi(page.request);
  await page.goto("/");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Inscription", exact: true })).toHaveCount(0);
  const avatar = header.getByRole("button", { name: /compte/i });
  await avatar.click();
  await expect(page.getByRole("menuitem", { name: "Mon compte" })).toBeVisible();
  await page.getByRole("menuitem", { name: "Se déconnecter" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header.getByRole("link", { name: "Inscription", exact: true })).toBeVisible();
  const me = await page.request.get("/api/auth/me");
  expect(await me.json()).toEqual({ authenticated: false, user: null });
});

test("the account menu waits for the role: « Voir profil » never leads an admin to « Mon compte »", async ({
  page,
}) => {
  await signInAsAdmin(page);
  // The session's answer held back, as on a slow network, until the test lets it go.
  let answer = () => {};
  const held = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route("**/api/auth/me", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/admin/app");
  await expect(page.getByRole("status")).toHaveText("Chargement...");
  await expect(page.getByRole("button", { name: /Menu du compte/ })).toHaveCount(0);
  answer();
  await page.getByRole("button", { name: /Menu du compte/ }).click();
  await page.getByRole("menuitem", { name: "Voir profil" }).click();
  await expect(page).toHaveURL(/\/admin\/app\/users$/);
});
