import { expectNoAxeViolations } from "../support/accessibility.ts";
import { ADMIN } from "../support/admin-account.ts";
import { searchAdminList } from "../support/admin-session.ts";
import { queryDatabase, unique } from "../support/database.ts";
import { signInByApi } from "../support/staff-accounts.ts";
import { expect, type Page, test } from "../support/test.ts";

const PASSWORD = "un-mot-de-passe-solide";
const REFUSED =
  "Accès réservé : votre rôle ne permet pas d'utiliser cette partie de l'administration.";

/** The admin's "Inviter ou ajouter" dialog, with a password and a role chosen. */
async function addAccount(page: Page, name: string, email: string, role: string) {
  await page.getByRole("button", { name: "Inviter ou ajouter" }).click();
  const dialog = page.getByRole("dialog", { name: "Inviter ou ajouter un compte" });
  // The least privileged role until another is chosen (issue #36 item 10).
  await expect(dialog.getByLabel("Rôle")).toHaveValue("reviewer");
  await dialog.getByLabel("Nom").fill(name);
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Mot de passe").fill(PASSWORD);
  await dialog.getByLabel("Rôle").selectOption({ label: role });
  await dialog.getByRole("button", { name: "Ajouter" }).click();
  await expect(dialog).toBeHidden();
  await searchAdminList(page, email);
  await expect(page.locator("tbody tr").filter({ hasText: email })).toContainText(role);
}

/** Signs in through the /admin form and waits for the screen the role lands on. */
async function signInAs(page: Page, email: string, landing: RegExp) {
  await page.goto("/admin");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mot de passe").fill(PASSWORD);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(landing);
}

const menuOf = (page: Page) => page.getByRole("navigation", { name: "Menu d'administration" });

test("an admin creates a secretariat and a desk account; each sees only its screens", async ({
  page,
  browser,
}) => {
  const secretary = `${unique("secretariat")}@example.ma`;
  const desk = `${unique("accueil")}@example.ma`;
  await signInByApi(page, ADMIN.email, ADMIN.password);
  await page.goto("/admin/app/users");
  await addAccount(page, "Sanae Secrétariat", secretary, "Secrétariat");
  await addAccount(page, "Driss Accueil", desk, "Accueil");
  expect(
    queryDatabase<{ email: string; role: string }>(
      "select email, role from users where email in (?, ?) order by role",
      desk,
      secretary,
    ),
  ).toEqual([
    { email: desk, role: "desk" },
    { email: secretary, role: "secretariat" },
  ]);

  // The desk: the check-in screen (issue #25) and its own account.
  const deskContext = await browser.newContext();
  const deskPage = await deskContext.newPage();
  await signInAs(deskPage, desk, /\/admin\/app\/accueil$/);
  await expect(deskPage.getByRole("heading", { level: 1 })).toHaveText("Accueil CPSS 2025");
  // A direct address: "Accès réservé", and the screen never asked for its rows.
  const asked: string[] = [];
  deskPage.on("request", (request) => asked.push(new URL(request.url()).pathname));
  await deskPage.goto("/admin/app/inscriptions");
  await expect(deskPage.getByRole("heading", { level: 1 })).toHaveText("Accès réservé");
  await expect(
    deskPage.getByText("Votre rôle (Accueil) ne donne pas accès à cette page."),
  ).toBeVisible();
  await expect(deskPage).toHaveTitle(/^Accès réservé \| Administration/);
  await expect(menuOf(deskPage).getByRole("link")).toHaveText(["Accueil", "Mon compte"]);
  expect(asked.filter((path) => path.startsWith("/api/admin/"))).toEqual([]);
  await expectNoAxeViolations(deskPage);
  const api = await deskPage.request.get("/api/admin/registrations");
  expect({ status: api.status(), ...(await api.json()) }).toEqual({
    status: 403,
    message: REFUSED,
  });
  await deskPage.getByRole("link", { name: "Aller à : Accueil" }).click();
  await expect(deskPage).toHaveURL(/\/admin\/app\/accueil$/);
  await expect(deskPage.getByRole("heading", { level: 1 })).toHaveText("Accueil CPSS 2025");
  await deskContext.close();

  // The secretariat: registrations yes, staff accounts no.
  const officeContext = await browser.newContext();
  const officePage = await officeContext.newPage();
  await signInAs(officePage, secretary, /\/admin\/app$/);
  const menu = menuOf(officePage);
  await expect(menu.getByRole("link", { name: "Inscriptions" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Administrateurs" })).toHaveCount(0);
  await expect(menu.getByRole("link", { name: "Soumissions" })).toHaveCount(0);
  await menu.getByRole("link", { name: "Inscriptions" }).click();
  await expect(officePage.getByRole("heading", { level: 1 })).toHaveText("Inscriptions");
  await officePage.goto("/admin/app/users");
  await expect(officePage.getByRole("heading", { level: 1 })).toHaveText("Accès réservé");
  await officeContext.close();
});

test("an admin changes an account's role after a confirmation; its session ends", async ({
  page,
  browser,
}) => {
  const email = `${unique("comite")}@example.ma`;
  await signInByApi(page, ADMIN.email, ADMIN.password);
  await page.goto("/admin/app/users");
  await addAccount(page, "Karima Relectrice", email, "Relecteur");
  const reviewerContext = await browser.newContext();
  const reviewerPage = await reviewerContext.newPage();
  await signInAs(reviewerPage, email, /\/admin\/app\/relecture$/);
  await expect(menuOf(reviewerPage).getByRole("link", { name: "Relecture" })).toBeVisible();

  await page.getByRole("button", { name: `Changer le rôle de ${email}` }).click();
  const dialog = page.getByRole("dialog", { name: "Changer le rôle ?" });
  await dialog.getByLabel("Rôle").selectOption({ label: "Comité scientifique" });
  await dialog.getByRole("button", { name: "Changer le rôle" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator("tbody tr").filter({ hasText: email })).toContainText(
    "Comité scientifique",
  );
  expect(queryDatabase("select role from users where email = ?", email)).toEqual([
    { role: "committee" },
  ]);
  // Signed out at once: the next screen sends the browser back to the sign-in form.
  await reviewerPage.goto("/admin/app/soumissions");
  await expect(reviewerPage).toHaveURL(/\/admin$/);
  await reviewerContext.close();
});
