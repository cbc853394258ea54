import { expectNoAxeViolations } from "../support/accessibility.ts";
import { ADMIN } from "../support/admin-account.ts";
import { adminApiWrite } from "../support/admin-api.ts";
import { searchAdminList, signInThroughApi } from "../support/admin-session.ts";
import { queryDatabase, unique } from "../support/database.ts";
import { choosePassword, linkIn, newestMailId, signInByApi } from "../support/staff-accounts.ts";
import { expect, test } from "../support/test.ts";
import { PHONE } from "../support/viewports.ts";

test("an admin invites a colleague, resends the invitation; the newest link lets them choose a password and sign in, at 360 px", async ({
  page,
  browser,
}) => {
  const email = `${unique("invitee")}@example.ma`;
  await signInByApi(page, ADMIN.email, ADMIN.password);
  await page.goto("/admin/app/users");
  await page.getByRole("button", { name: "Inviter ou ajouter" }).click();
  const dialog = page.getByRole("dialog", { name: "Inviter ou ajouter un compte" });
  await dialog.getByLabel("Nom").fill("Nadia Idrissi");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Rôle").selectOption({ label: "Administrateur" });
  await dialog.getByRole("button", { name: "Inviter" }).click();
  await expect(
    page.getByText(`${email} va recevoir un lien pour choisir son mot de passe.`, { exact: true }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  const first = await linkIn("staff_invitation", email);

  await searchAdminList(page, email);
  const row = page.locator("tbody tr").filter({ hasText: email });
  await expect(row).toContainText("Invitation envoyée");
  await expectNoAxeViolations(page);
  await row.getByRole("button", { name: `Renvoyer l'invitation à ${email}` }).click();
  await expect(
    page.getByText(
      `Invitation renvoyée à ${email}. Le lien envoyé auparavant ne fonctionne plus.`,
      {
        exact: true,
      },
    ),
  ).toBeVisible();
  const second = await linkIn("staff_invitation", email, newestMailId(email) - 1);
  expect(second).not.toBe(first);

  const invitee = await browser.newContext({ viewport: PHONE });
  const phone = await invitee.newPage();
  // The first link died when the second was sent.
  await phone.goto(first);
  await phone.getByLabel(/^Mot de passe/).fill("un-mot-de-passe-choisi");
  await phone.getByLabel("Confirmer le mot de passe").fill("un-mot-de-passe-choisi");
  await phone.getByRole("button", { name: "Enregistrer mon mot de passe" }).click();
  await expect(
    phone.getByRole("alert").filter({ hasText: "Ce lien n'est plus valable" }),
  ).toBeVisible();

  await phone.goto(second);
  await expect(
    phone.getByRole("heading", { name: "Bienvenue : choisissez votre mot de passe" }),
  ).toBeVisible();
  await expect(phone.getByText("Au moins 10 caractères.", { exact: false })).toBeVisible();
  await expectNoAxeViolations(phone);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
  await choosePassword(phone, "un-mot-de-passe-choisi");
  await expect(phone.getByLabel("Email")).toHaveValue(email);
  await expectNoAxeViolations(phone);
  await phone.getByLabel(/^Mot de passe/).fill("un-mot-de-passe-choisi");
  await phone.getByRole("button", { name: "Se connecter" }).click();
  await expect(phone).toHaveURL(/\/admin\/app$/);
  await invitee.close();

  await page.reload();
  await expect(page.locator("tbody tr").filter({ hasText: email })).toContainText("actif");
  expect(
    queryDatabase<{ action: string }>(
      "select action from audit_log where entity_reference = ? and action like 'user.%' order by id",
      email,
    ).map((line) => line.action),
  ).toEqual(["user.invite", "user.invitation_resent", "user.password_set"]);
});

test("« Mot de passe oublié ? »: the same answer for any address, and the mailed link sets a new password", async ({
  page,
  browser,
}) => {
  const email = `${unique("oubli")}@example.ma`;
  await signInThroughApi(page.request);
  const created = await adminApiWrite(page.request, "POST", "/api/admin/users", {
    name: "Omar Benali",
    email,
    password: "l-ancien-mot-de-passe",
  });
  expect(created.status()).toBe(201);

  const visitor = await browser.newContext({ viewport: PHONE });
  const phone = await visitor.newPage();
  await phone.goto("/admin");
  await phone.getByRole("link", { name: "Mot de passe oublié ?" }).click();
  await expect(phone).toHaveURL(/\/admin\/mot-de-passe-oublie$/);
  await expect(phone.getByRole("heading", { name: "Mot de passe oublié ?" })).toBeVisible();
  await expectNoAxeViolations(phone);
  const answerFor = async (address: string) => {
    await phone.getByLabel("Email").fill(address);
    await phone.getByRole("button", { name: "Recevoir un lien" }).click();
    const status = phone.getByRole("status").filter({ hasText: "Si un compte" });
    await expect(status).toBeVisible();
    const text = await status.textContent();
    await phone.reload();
    return text;
  };
  const unknown = await answerFor(`${unique("personne")}@example.ma`);
  const known = await answerFor(email);
  expect(known).toBe(unknown);

  const link = await linkIn("staff_password_reset", email);
  expect(link).toMatch(/^\/admin\/nouveau-mot-de-passe#/);
  await phone.goto(link);
  await expect(phone.getByRole("heading", { name: "Nouveau mot de passe" })).toBeVisible();
  await choosePassword(phone, "le-nouveau-mot-de-passe");
  await phone.getByLabel(/^Mot de passe/).fill("l-ancien-mot-de-passe");
  await phone.getByRole("button", { name: "Se connecter" }).click();
  await expect(
    phone.getByText("Identifiants invalides. Vérifiez l'email ou le mot de passe.", {
      exact: true,
    }),
  ).toBeVisible();
  await phone.getByLabel(/^Mot de passe/).fill("le-nouveau-mot-de-passe");
  await phone.getByRole("button", { name: "Se connecter" }).click();
  await expect(phone).toHaveURL(/\/admin\/app$/);
  await visitor.close();
});
