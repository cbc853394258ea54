import { readFileSync } from "node:fs";
import { messages } from "@congres/shared";
import { validRegistration } from "@congres/shared/testing";
import { expectNoAxeViolations } from "../support/accessibility.ts";
import { ADMIN } from "../support/admin-account.ts";
import { postPublicWithReference } from "../support/admin-session.ts";
import { queryDatabase, unique } from "../support/database.ts";
import { signInByApi } from "../support/staff-accounts.ts";
import { expect, test } from "../support/test.ts";

type Stored = { first_name: string; email: string; city: string; version: number };
const storedRegistration = (id: number) =>
  queryDatabase<Stored>(
    "select first_name, email, city, version from registrations where id = ?",
    id,
  )[0];
const auditLinesAbout = (id: number) =>
  queryDatabase<{ action: string }>(
    "select action from audit_log where entity_type = 'registration' and entity_id = ? order by id",
    id,
  );

test("a correction with invalid data shows the French errors and changes nothing", async ({
  page,
}) => {
  const lastName = unique("Correction");
  const registration = await postPublicWithReference(page.request, "/api/registration", {
    ...validRegistration(),
    lastName,
  });
  await signInByApi(page, ADMIN.email, ADMIN.password);
  await page.goto(`/admin/app/inscriptions/${registration.id}`);
  await page.getByRole("link", { name: "Modifier" }).click();
  await expect(
    page.getByRole("heading", { name: `Corriger l'inscription ${registration.reference}` }),
  ).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Nom", exact: true })).toHaveValue(lastName);

  await page.getByLabel("Prénom").fill("A");
  await page.getByLabel("Email").fill("pas-un-email");
  await page.getByRole("button", { name: "Enregistrer la correction" }).click();
  await expect(page.getByText(messages.registration.firstName)).toBeVisible();
  await expect(page.getByText(messages.registration.email)).toBeVisible();
  await expectNoAxeViolations(page);

  expect(storedRegistration(registration.id)).toEqual({
    first_name: "Amina",
    email: "amina.benali@example.ma",
    city: "Casablanca",
    version: 1,
  });
  expect(auditLinesAbout(registration.id)).toEqual([]);
});

test("a valid correction shows in the registration's history and on the Journal screen", async ({
  page,
}) => {
  const lastName = unique("Journal");
  const registration = await postPublicWithReference(page.request, "/api/registration", {
    ...validRegistration(),
    lastName,
  });
  await signInByApi(page, ADMIN.email, ADMIN.password);
  await page.goto(`/admin/app/inscriptions/${registration.id}/modifier`);
  // The stored "Maroc" is chosen in the list, whose values are ISO codes (decision 0036).
  await expect(page.getByRole("combobox", { name: "Pays" })).toHaveValue("MA");
  await page.getByLabel("Ville").fill("Marrakech");
  await page.getByRole("button", { name: "Enregistrer la correction" }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/app/inscriptions/${registration.id}$`));
  const history = page.getByRole("region", { name: "Historique" });
  const line = history.getByRole("listitem").filter({ hasText: "Inscription corrigée" });
  await expect(line).toContainText(`par ${ADMIN.email}`);
  await expect(line).toContainText("Ville : Casablanca → Marrakech");
  await expect(line).not.toContainText("Pays");
  expect(storedRegistration(registration.id)?.city).toBe("Marrakech");
  expect(storedRegistration(registration.id)?.version).toBe(2);

  await page
    .getByRole("navigation", { name: "Menu d'administration" })
    .getByRole("link", { name: "Journal" })
    .click();
  await expect(page.getByRole("heading", { name: "Journal" })).toBeVisible();
  await page.getByLabel("Action").selectOption({ label: "Inscription corrigée" });
  await expect(page).toHaveURL(/action=registration\.update/);
  const row = page.locator("tbody tr").filter({ hasText: registration.reference });
  await expect(row).toContainText("Inscription corrigée");
  await expect(row).toContainText(ADMIN.email);
  await expect(row).toContainText("Ville : Casablanca → Marrakech");
  // No edit or delete control: the journal is read-only.
  await expect(page.locator("tbody").getByRole("button")).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The filters live in the address bar: a reload keeps them.
  await page.reload();
  await expect(page.getByLabel("Action")).toHaveValue("registration.update");
  await expect(row).toContainText("Ville : Casablanca → Marrakech");
});

test("staff export a person's data as JSON, then erase them after a confirmation", async ({
  page,
}) => {
  const lastName = unique("Effacement");
  const registration = await postPublicWithReference(page.request, "/api/registration", {
    ...validRegistration(),
    lastName,
  });
  await signInByApi(page, ADMIN.email, ADMIN.password);
  await page.goto(`/admin/app/inscriptions/${registration.id}`);

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Exporter les données de cette personne" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`donnees-${registration.reference}.json`);
  const exported = JSON.parse(readFileSync(await download.path(), "utf8"));
  expect(exported.record).toMatchObject({ last_name: lastName, reference: registration.reference });
  expect(exported.mails.length).toBeGreaterThan(0);

  await page.getByRole("button", { name: "Effacer définitivement" }).click();
  const dialog = page.getByRole("dialog", { name: "Effacer définitivement ?" });
  await expect(dialog).toContainText("Cette action est irréversible.");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Effacer définitivement" }).click();
  await expect(page).toHaveURL(/\/admin\/app\/inscriptions$/);

  expect(queryDatabase("select id from registrations where last_name = ?", lastName)).toEqual([]);
  expect(queryDatabase("select id from outbox where to_name like ?", `%${lastName}%`)).toEqual([]);
  expect(auditLinesAbout(registration.id).map((line) => line.action)).toEqual([
    "registration.export",
    "registration.erase",
  ]);
});
