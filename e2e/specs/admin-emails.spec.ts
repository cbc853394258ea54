import { join } from "node:path";
import { validContact, validRegistration } from "@congres/shared/testing";
import Database from "better-sqlite3";
import { expectNoAxeViolations } from "../support/accessibility.ts";
import { ADMIN } from "../support/admin-account.ts";
import {
  postPublic,
  postPublicWithReference,
  searchAdminList,
  signInAsAdmin,
} from "../support/admin-session.ts";
import { queryDatabase, unique } from "../support/database.ts";
import { signInByApi } from "../support/staff-accounts.ts";
import { expect, type Page, test } from "../support/test.ts";
import { PHONE } from "../support/viewports.ts";

type StoredMail = { id: number; eml_file: string | null };

/** The outbox row of one kind of mail about one registration, submission or contact message. */
const mailAbout = (kind: string, entityType: string, entityId: number) =>
  queryDatabase<StoredMail>(
    "select id, eml_file from outbox where kind = ? and entity_type = ? and entity_id = ?",
    kind,
    entityType,
    entityId,
  )[0];

/** The e2e server has no SMTP: the worker writes each mail's .eml copy, then leaves it queued. */
async function copiedMail(kind: string, entityType: string, entityId: number) {
  await expect
    .poll(() => mailAbout(kind, entityType, entityId)?.eml_file ?? null, { timeout: 10_000 })
    .not.toBeNull();
  const mail = mailAbout(kind, entityType, entityId);
  if (!mail) throw new Error(`no ${kind} mail about ${entityType} #${entityId}`);
  return mail;
}

/**
 * Without SMTP no mail can fail on its own: the test marks one as the worker does after its
 * last attempt. This is the only write a spec makes to the server's database.
 */
function markMailFailed(id: number, error: string) {
  const dataDir = process.env.E2E_DATA_DIR ?? "";
  const db = new Database(join(dataDir, "congres.sqlite"), { fileMustExist: true, timeout: 5000 });
  try {
    db.prepare(
      "update outbox set status = 'failed', attempts = 6, last_error = ? where id = ?",
    ).run(error, id);
  } finally {
    db.close();
  }
}

const detailValue = (page: Page, label: string) =>
  page
    .getByRole("term")
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator("xpath=following-sibling::dd[1]");

test("without SMTP: the registration's confirmation waits in E-mails, previewed and linked both ways", async ({
  page,
}) => {
  const email = `${unique("outbox")}@example.ma`;
  await postPublic(page.request, "/api/contact", { ...validContact(), email });
  const registration = await postPublicWithReference(page.request, "/api/registration", {
    ...validRegistration(),
    email,
  });
  expect(registration.reference).toMatch(/^CPSS-[A-Z0-9]{5}$/);
  // Another delegate's confirmation, so that the list before the search holds several.
  await postPublic(page.request, "/api/registration", {
    ...validRegistration(),
    email: `${unique("autre")}@example.ma`,
  });
  const confirmation = await copiedMail(
    "registration_confirmation",
    "registration",
    registration.id,
  );

  await signInAsAdmin(page);
  await page
    .getByRole("navigation", { name: "Menu d'administration" })
    .getByRole("link", { name: "E-mails" })
    .click();
  await expect(page).toHaveURL(/\/admin\/app\/emails$/);
  await expect(page).toHaveTitle(/E-mails \| Administration CPSS 2025/);
  await expect(page.getByRole("heading", { name: "E-mails", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "SMTP non configuré" })).toBeVisible();
  await expect(page.getByText(join(process.env.E2E_DATA_DIR ?? "", "mail"))).toBeVisible();
  await expect(page.getByRole("term").filter({ hasText: "En attente" })).toBeVisible();
  await expectNoAxeViolations(page);

  // The search's answer comes late, as on a slow connection: until it is in, the list still
  // shows every mail (several confirmations), and the row below must not be read from those.
  await page.route(/\/api\/admin\/emails\?.*q=/, async (route) => {
    await new Promise((done) => setTimeout(done, 1_000));
    await route.continue();
  });
  await searchAdminList(page, registration.reference);
  await expect(page).toHaveURL(new RegExp(`q=${registration.reference}`));
  const row = page.locator("tbody tr").filter({ hasText: "Confirmation d'inscription" });
  await expect(row).toContainText(email);
  await expect(row).toContainText("En attente");
  await expect(row).toContainText(registration.reference);

  // The status filter is kept in the address bar with the search, and starts again at page 1.
  await page.getByLabel("Statut").selectOption({ label: "Envoyé" });
  await expect(page).toHaveURL(/status=sent/);
  await expect(page).toHaveURL(new RegExp(`q=${registration.reference}`));
  await expect(page.getByText("Aucun résultat.")).toBeVisible();
  await page.getByLabel("Statut").selectOption({ label: "En attente" });
  await expect(page).toHaveURL(/status=queued/);
  await expect(row).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: `Voir l'e-mail #${confirmation.id}` }).click();
  await expect(page.getByRole("heading", { name: `E-mail #${confirmation.id}` })).toBeVisible();
  await expect(detailValue(page, "Statut")).toHaveText("En attente");
  await expect(detailValue(page, "Type")).toHaveText("Confirmation d'inscription");
  await expect(detailValue(page, "Destinataire")).toContainText(email);
  await expect(detailValue(page, "Message-ID")).toHaveText(/^<.+@.+>$/);
  await expect(detailValue(page, "Copie .eml")).toHaveText(confirmation.eml_file ?? "");
  await expect(detailValue(page, "Prochaine tentative")).toBeVisible();
  // A waiting mail is not sent twice.
  await expect(page.getByRole("button", { name: "Renvoyer" })).toHaveCount(0);
  const preview = page.frameLocator('iframe[title="Aperçu de l\'e-mail"]');
  await expect(
    preview.getByText(registration.reference).filter({ visible: true }).first(),
  ).toBeVisible();
  await expect(page.locator("pre")).toContainText(registration.reference);

  await detailValue(page, "Concerne")
    .getByRole("link", { name: `Inscription #${registration.id}` })
    .click();
  await expect(
    page.getByRole("heading", { name: `Inscription #${registration.id}` }),
  ).toBeVisible();
  await expect(detailValue(page, "Référence")).toHaveText(registration.reference);
  const mails = page.getByRole("region", { name: "E-mails", exact: true });
  await expect(mails.getByRole("listitem")).toHaveCount(
    queryDatabase(
      "select id from outbox where entity_type = 'registration' and entity_id = ?",
      registration.id,
    ).length,
  );
  const listed = mails.getByRole("listitem").filter({ hasText: email });
  await expect(listed).toContainText("En attente");
  await expectNoAxeViolations(page);
  await listed.getByRole("link").click();
  await expect(page.getByRole("heading", { name: `E-mail #${confirmation.id}` })).toBeVisible();
});

test("Renvoyer puts a failed mail back in the queue, after a confirmation", async ({ page }) => {
  const email = `${unique("renvoi")}@example.ma`;
  const contactId = await postPublic(page.request, "/api/contact", { ...validContact(), email });
  const acknowledgement = await copiedMail("contact_acknowledgement", "contact", contactId);
  markMailFailed(acknowledgement.id, "550 Mailbox unavailable");

  await signInByApi(page, ADMIN.email, ADMIN.password);
  await page.goto(`/admin/app/emails?status=failed&q=${encodeURIComponent(email)}`);
  await expect(page.getByLabel("Statut")).toHaveValue("failed");
  await expect(page.locator("tbody tr")).toHaveCount(1);
  await expect(page.locator("tbody tr")).toContainText("Échec");
  await page.getByRole("link", { name: `Voir l'e-mail #${acknowledgement.id}` }).click();
  await expect(detailValue(page, "Statut")).toHaveText("Échec");
  await expect(detailValue(page, "Dernière erreur")).toHaveText("550 Mailbox unavailable");
  await expect(page.getByText("Prochaine tentative")).toHaveCount(0);

  await page.getByRole("button", { name: "Renvoyer" }).click();
  const dialog = page.getByRole("dialog", { name: "Renvoyer cet e-mail ?" });
  await expect(dialog).toContainText(`Il sera remis en file d'attente et envoyé à ${email}.`);
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Renvoyer" }).click();
  await expect(page.getByText("E-mail remis en file d'attente", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/admin/app/emails/${acknowledgement.id}$`));
  await expect(detailValue(page, "Statut")).toHaveText("En attente");
  await expect(page.getByRole("button", { name: "Renvoyer" })).toHaveCount(0);
  expect(
    queryDatabase("select status, attempts from outbox where id = ?", acknowledgement.id),
  ).toEqual([{ status: "queued", attempts: 0 }]);
});

test("on a 360 px phone the e-mail detail and its preview fit the screen", async ({ page }) => {
  // A long address is one word: it must wrap, not push the page sideways.
  const local = unique("adresse.vraiment.tres.longue.pour.un.petit.ecran").replace("-", ".");
  const email = `${local}@universite.exemple.ma`;
  const contactId = await postPublic(page.request, "/api/contact", { ...validContact(), email });
  const acknowledgement = await copiedMail("contact_acknowledgement", "contact", contactId);
  await page.setViewportSize(PHONE);
  await signInByApi(page, ADMIN.email, ADMIN.password);
  await page.goto(`/admin/app/emails/${acknowledgement.id}`);
  await expect(page.getByRole("heading", { name: `E-mail #${acknowledgement.id}` })).toBeVisible();
  const preview = page.getByTitle("Aperçu de l'e-mail");
  await expect(preview).toBeVisible();
  const box = await preview.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(PHONE.width);
  expect(box?.height).toBeGreaterThanOrEqual(500);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(PHONE.width);
});
