import { generate } from "otplib";
import { expectNoAxeViolations } from "../support/accessibility.ts";
import { adminApiWrite } from "../support/admin-api.ts";
import { signInThroughApi } from "../support/admin-session.ts";
import { queryDatabase, unique } from "../support/database.ts";
import { choosePassword, linkIn, nextCode, signOut } from "../support/staff-accounts.ts";
import { expect, test } from "../support/test.ts";
import { PHONE } from "../support/viewports.ts";

const CHOSEN = "un-mot-de-passe-choisi";
const ENROLMENT_FIRST =
  "Vous devez d'abord configurer la double authentification (page « Mon compte ») avant d'accéder à l'administration.";

/**
 * Issue #22's whole journey for one person. It turns on a setting that changes how every reviewer
 * signs in, so it runs in the "site-wide settings" project, after every other spec (a reviewer of
 * peer-review.spec.ts signing in meanwhile landed on enrolment): invited with a role that must use two-factor
 * sign-in, they choose a password from the mailed link, are sent straight to enrolment (and can
 * reach nothing else), enrol, then sign in with password and code, and see only their screens.
 */
test("an invited reviewer chooses a password, must enrol in two-factor sign-in first, then signs in with a code to their screens only", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = `${unique("relecteur")}@example.ma`;
  await signInThroughApi(page.request);
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
