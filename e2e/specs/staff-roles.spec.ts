import { generate } from "otplib";
import { expectNoAxeViolations } from "../support/accessibility.ts";
import { adminApiWrite } from "../support/admin-api.ts";
import { searchAdminList, signInAsAdmin } from "../support/admin-session.ts";
import { queryDatabase, unique } from "../support/database.ts";
import { choosePassword, linkIn, nextCode, signOut } from "../support/staff-accounts.ts";
import { expect, type Page, test } from "../support/test.ts";
import { PHONE } from "../support/viewports.ts";

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
  await signInAsAdmin(page);
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
  await signInAsAdmin(page);
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

const CHOSEN = "un-mot-de-passe-choisi";
const ENROLMENT_FIRST =
  "Vous devez d'abord configurer la double authentification (page « Mon compte ») avant d'accéder à l'administration.";

/**
 * Issue #22's whole journey for one person (in this file because it turns on a setting that
 * changes how reviewers sign in: the tests of one file run one after the other): invited with a role that must use two-factor
 * sign-in, they choose a password from the mailed link, are sent straight to enrolment (and can
 * reach nothing else), enrol, then sign in with password and code, and see only their screens.
 */
test("an invited reviewer chooses a password, must enrol in two-factor sign-in first, then signs in with a code to their screens only", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = `${unique("relecteur")}@example.ma`;
  await signInAsAdmin(page);
  await page.goto("/admin/app/users");

  // The setting: reviewers must use two-factor sign-in (reset at the end for the other specs).
  const setting = page.locator("form").filter({ hasText: "Double authentification obligatoire" });
  await setting.getByLabel("Relecteur").check();
  await setting.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Réglage enregistré", { exact: true })).toBeVisible();
  try {
    await page.getByRole("button", { name: "Inviter ou ajouter" }).click();
    const dialog = page.getByRole("dialog", { name: "Inviter ou ajouter un compte" });
    await dialog.getByLabel("Nom").fill("Rachid Relecteur");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Rôle").selectOption({ label: "Relecteur" });
    await dialog.getByRole("button", { name: "Inviter" }).click();
    await expect(dialog).toBeHidden();
    const link = await linkIn("staff_invitation", email);

    const context = await browser.newContext({ viewport: PHONE });
    const phone = await context.newPage();
    await phone.goto(link);
    await choosePassword(phone, CHOSEN);
    await expect(phone.getByLabel("Email")).toHaveValue(email);
    await phone.getByLabel(/^Mot de passe/).fill(CHOSEN);
    await phone.getByRole("button", { name: "Se connecter" }).click();

    // Right after the password: enrolment, and nothing else answers.
    await expect(phone).toHaveURL(/\/admin\/app\/mot-de-passe#double-authentification$/);
    const refused = await phone.request.get("/api/admin/account/sessions");
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toBe(ENROLMENT_FIRST);
    const section = phone.getByRole("region", { name: "Double authentification" });
    await section.getByLabel(/^Mot de passe/).fill(CHOSEN);
    await section.getByRole("button", { name: "Activer la double authentification" }).click();
    const secret = (await section.getByTestId("two-factor-secret").textContent()) ?? "";
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await section.getByLabel("Code à 6 chiffres").fill(await generate({ secret }));
    await section.getByRole("button", { name: "Confirmer l'activation" }).click();
    await expect(
      section.getByRole("list", { name: "Codes de secours" }).getByRole("listitem"),
    ).toHaveCount(10);
    await section.getByRole("button", { name: "J'ai noté mes codes" }).click();
    await expect(section).toContainText("La double authentification est activée");

    // Signed out, then in again: password, then a code; the reviewer lands on their workspace.
    await signOut(phone);
    await phone.goto("/admin");
    await phone.getByLabel("Email").fill(email);
    await phone.getByLabel("Mot de passe").fill(CHOSEN);
    await phone.getByRole("button", { name: "Se connecter" }).click();
    await phone.getByLabel("Code à 6 chiffres").fill(await nextCode(secret));
    await phone.getByRole("button", { name: "Valider" }).click();
    await expect(phone).toHaveURL(/\/admin\/app\/relecture/);
    await expect(
      phone.getByRole("heading", { name: "Mes résumés à relire", level: 1 }),
    ).toBeVisible();
    await expectNoAxeViolations(phone);

    // Only their screens: a registrations address shows « Accès réservé », the API says 403.
    await phone.goto("/admin/app/inscriptions");
    await expect(phone.getByRole("heading", { name: "Accès réservé" })).toBeVisible();
    const registrations = await phone.request.get("/api/admin/registrations");
    expect(registrations.status()).toBe(403);
    await context.close();

    expect(
      queryDatabase<{ action: string }>(
        `select action from audit_log where entity_reference = ?
         and action in ('user.invite', 'user.password_set', 'user.two_factor_enabled', 'auth.sign_in')
         order by id`,
        email,
      ).map((line) => line.action),
    ).toEqual([
      "user.invite",
      "user.password_set",
      "auth.sign_in",
      "user.two_factor_enabled",
      "auth.sign_in",
    ]);
    expect(
      queryDatabase<{ role: string; enabled: number }>(
        "select role, two_factor_enabled_at is not null as enabled from users where email = ?",
        email,
      ),
    ).toEqual([{ role: "reviewer", enabled: 1 }]);
  } finally {
    const reset = await adminApiWrite(page.request, "PUT", "/api/admin/settings/two-factor", {
      required_roles: [],
    });
    expect(reset.status()).toBe(200);
  }
});
