import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/accessibility.ts";
import { adminApiWrite } from "../support/admin-api.ts";
import { searchAdminList, signInAsAdmin } from "../support/admin-session.ts";
import { queryDatabase, unique } from "../support/database.ts";
import { PHONE } from "../support/viewports.ts";

type StoredMail = { id: number; text_body: string; eml_file: string | null };

/**
 * The link of the newest mail of `kind` to `email`, once the worker has rendered it (the e2e
 * server has no SMTP: it writes the .eml copy and stores the bodies), as a path on this server.
 */
async function linkIn(kind: string, email: string, after = 0): Promise<string> {
  const newest = () =>
    queryDatabase<StoredMail>(
      "select id, text_body, eml_file from outbox where kind = ? and to_address = ? and id > ? order by id desc limit 1",
      kind,
      email,
      after,
    )[0];
  await expect.poll(() => newest()?.eml_file ?? null, { timeout: 10_000 }).not.toBeNull();
  const match = /https?:\/\/\S+?(\/admin\/[a-z-]+#[A-Za-z0-9_-]{43})/.exec(
    newest()?.text_body ?? "",
  );
  if (!match?.[1]) throw new Error(`no link in the ${kind} mail to ${email}`);
  return match[1];
}

const newestMailId = (email: string) =>
  queryDatabase<{ id: number }>("select max(id) as id from outbox where to_address = ?", email)[0]
    ?.id ?? 0;

/** On the page of a mailed link: chooses a password twice and lands on the sign-in page. */
async function choosePassword(page: Page, password: string) {
  await page.getByLabel(/^Mot de passe/).fill(password);
  await page.getByLabel("Confirmer le mot de passe").fill(`${password}-autre`);
  await page.getByRole("button", { name: "Enregistrer mon mot de passe" }).click();
  await expect(page.getByText("Les deux mots de passe ne correspondent pas")).toBeVisible();
  await page.getByLabel("Confirmer le mot de passe").fill(password);
  await page.getByRole("button", { name: "Enregistrer mon mot de passe" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(
    page.getByRole("status").filter({ hasText: "Votre mot de passe est enregistré" }),
  ).toBeVisible();
}

test("an admin invites a colleague, resends the invitation; the newest link lets them choose a password and sign in, at 360 px", async ({
  page,
  browser,
}) => {
  const email = `${unique("invitee")}@example.ma`;
  await signInAsAdmin(page);
  await page.goto("/admin/app/users");
  await page.getByRole("button", { name: "Inviter ou ajouter" }).click();
  const dialog = page.getByRole("dialog", { name: "Inviter ou ajouter un compte" });
  await dialog.getByLabel("Nom").fill("Nadia Idrissi");
  await dialog.getByLabel("Email").fill(email);
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
  await signInAsAdmin(page);
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
