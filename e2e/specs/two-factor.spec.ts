import { readFile } from "node:fs/promises";
import { generate } from "otplib";
import { expectNoAxeViolations } from "../support/accessibility.ts";
import { createStaffAccount } from "../support/admin-api.ts";
import { signInAsAdmin, signInThroughApi } from "../support/admin-session.ts";
import { queryDatabase, unique } from "../support/database.ts";
import { nextCode, signOut } from "../support/staff-accounts.ts";
import { expect, type Page, test } from "../support/test.ts";
import { PHONE } from "../support/viewports.ts";

const PASSWORD = "un-mot-de-passe-solide";

async function passwordStep(page: Page, email: string) {
  await page.goto("/admin");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mot de passe").fill(PASSWORD);
  await page.getByRole("button", { name: "Se connecter" }).click();
}

test("enrol from « Mon compte », then sign in with a code, then with a recovery code", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = `${unique("deux-facteurs")}@example.ma`;
  await signInThroughApi(page.request);
  await createStaffAccount(page.request, { name: "Nadia Berrada", email, password: PASSWORD });

  const context = await browser.newContext({ viewport: PHONE, acceptDownloads: true });
  const phone = await context.newPage();
  await signInAsAdmin(phone, email, PASSWORD);
  await phone.goto("/admin/app/mot-de-passe");
  await expect(phone.getByRole("heading", { name: "Mon compte", level: 1 })).toBeVisible();
  const section = phone.getByRole("region", { name: "Double authentification" });
  await expect(section).toContainText("La double authentification est désactivée.");
  await section.getByLabel(/^Mot de passe/).fill("pas-le-bon-mot");
  await section.getByRole("button", { name: "Activer la double authentification" }).click();
  await expect(section.getByText("Le mot de passe est incorrect")).toBeVisible();
  await section.getByLabel(/^Mot de passe/).fill(PASSWORD);
  await section.getByRole("button", { name: "Activer la double authentification" }).click();

  await expect(
    section.getByRole("img", {
      name: "QR code à scanner avec votre application d'authentification",
    }),
  ).toBeVisible();
  const secret = (await section.getByTestId("two-factor-secret").textContent()) ?? "";
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const code = section.getByLabel("Code à 6 chiffres");
  await expect(code).toHaveAttribute("inputmode", "numeric");
  await expect(code).toHaveAttribute("autocomplete", "one-time-code");
  await expectNoAxeViolations(phone);
  await code.fill(await generate({ secret }));
  await section.getByRole("button", { name: "Confirmer l'activation" }).click();

  const codes = section.getByRole("list", { name: "Codes de secours" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allTextContents();
  const downloading = phone.waitForEvent("download");
  await section.getByRole("button", { name: "Télécharger" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("codes-de-secours.txt");
  const text = await readFile((await download.path()) ?? "", "utf8");
  for (const recovery of recoveryCodes) expect(text).toContain(recovery);
  await expectNoAxeViolations(phone);
  // Nothing is wider than the phone.
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await section.getByRole("button", { name: "J'ai noté mes codes" }).click();
  await expect(section).toContainText("La double authentification est activée");
  const [stored] = queryDatabase<{ enabled: string | null; secret: string | null }>(
    "select two_factor_enabled_at as enabled, two_factor_secret as secret from users where email = ?",
    email,
  );
  expect(stored?.enabled).not.toBeNull();
  expect(stored?.secret).not.toContain(secret);

  // Signed out, the password alone no longer opens the admin: the code is asked.
  await signOut(phone);
  await passwordStep(phone, email);
  const step = phone.getByLabel("Code à 6 chiffres");
  await expect(step).toBeVisible();
  await expect(phone).toHaveURL(/\/admin$/);
  const refused = await phone.request.get("/api/admin/users");
  expect(refused.status()).toBe(401);
  await expectNoAxeViolations(phone);
  await step.fill("000000");
  await phone.getByRole("button", { name: "Valider" }).click();
  await expect(phone.getByText("Code incorrect ou déjà utilisé.", { exact: false })).toBeVisible();
  await step.fill(await nextCode(secret));
  await phone.getByRole("button", { name: "Valider" }).click();
  await expect(phone).toHaveURL(/\/admin\/app$/);

  // And with a recovery code, once.
  await signOut(phone);
  await passwordStep(phone, email);
  await phone.getByRole("button", { name: "Utiliser un code de secours" }).click();
  await phone.getByLabel("Code de secours").fill(recoveryCodes[0] ?? "");
  await phone.getByRole("button", { name: "Valider" }).click();
  await expect(phone).toHaveURL(/\/admin\/app$/);
  const spent = queryDatabase<{ used: number }>(
    `select count(*) as used from two_factor_recovery_codes r join users u on u.id = r.user_id
     where u.email = ? and r.used_at is not null`,
    email,
  );
  expect(spent).toEqual([{ used: 1 }]);

  // My sessions: this browser marked.
  await phone.goto("/admin/app/mot-de-passe");
  const sessions = phone.getByRole("region", { name: "Mes sessions" });
  await expect(sessions.getByText("Ce navigateur")).toHaveCount(1);
  await context.close();

  // The admin sees the 2FA on, and can reset it.
  await page.goto("/admin/app/users");
  const row = page.locator("tbody tr").filter({ hasText: email });
  await expect(row).toContainText("activée");
  await row.getByRole("button", { name: `Réinitialiser la 2FA de ${email}` }).click();
  await page
    .getByRole("dialog", { name: "Réinitialiser la double authentification ?" })
    .getByRole("button", { name: "Réinitialiser" })
    .click();
  await expect(row).toContainText("désactivée");
});
