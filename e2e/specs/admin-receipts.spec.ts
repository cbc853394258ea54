import { validRegistration } from "@congres/shared/testing";
import { expectNoAxeViolations } from "../support/accessibility.ts";
import { ADMIN } from "../support/admin-account.ts";
import { postPublicWithReference } from "../support/admin-session.ts";
import { queryDatabase, unique } from "../support/database.ts";
import { downloadedPdfText } from "../support/pdf-text.ts";
import { signInByApi } from "../support/staff-accounts.ts";
import { expect, test } from "../support/test.ts";

test("staff mark a registration paid, its receipt is queued by mail and downloads again; its badge prints", async ({
  page,
}) => {
  // Three PDFs rendered by the server (the mailed receipt, its download, the badges) on a shared
  // machine: more than the default 30 s.
  test.slow();
  const lastName = unique("Recu");
  const registration = await postPublicWithReference(page.request, "/api/registration", {
    ...validRegistration(),
    lastName,
    participationType: "professionnel",
  });
  await signInByApi(page, ADMIN.email, ADMIN.password);
  await page.goto(`/admin/app/inscriptions/${registration.id}`);
  const documents = page.getByRole("region", { name: "Documents" });
  await expect(documents).toContainText("Aucun reçu");

  const payment = page.getByRole("region", { name: "Paiement" });
  await payment.getByRole("button", { name: "Marquer payée" }).click();
  const dialog = page.getByRole("dialog", { name: "Enregistrer un paiement" });
  await dialog.getByLabel("Date du virement").fill("2025-10-06");
  await dialog.getByLabel("Montant reçu").fill("1000");
  await dialog.getByRole("button", { name: "Enregistrer le paiement" }).click();
  await expect(dialog).toBeHidden();

  const [receipt] = queryDatabase<{ number: string; amount_centimes: number }>(
    "select number, amount_centimes from receipts where registration_id = ?",
    registration.id,
  );
  expect(receipt?.amount_centimes).toBe(100_000);
  expect(receipt?.number).toMatch(/^\d{4}-\d{4}$/);
  await expect(documents).toContainText(`Reçu n° ${receipt?.number}`);
  expect(
    queryDatabase(
      "select to_address, attachments from outbox where kind = 'payment_receipt' and entity_id = ?",
      registration.id,
    ),
  ).toEqual([
    { to_address: validRegistration().email, attachments: expect.stringContaining("receipt") },
  ]);
  await expectNoAxeViolations(page);

  const downloading = page.waitForEvent("download");
  await documents.getByRole("link", { name: `Télécharger le reçu ${receipt?.number}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`recu-${receipt?.number}.pdf`);
  const text = await downloadedPdfText(download);
  expect(text).toContain(`Dr Amina ${lastName}`);
  expect(text).toContain(registration.reference);
  expect(text).toContain("1 000,00 DH");
  expect(text).toContain("Mille dirhams");
  expect(text).toContain(`Reçu de paiement N° ${receipt?.number}`);

  // Its badge, from the list searched down to it.
  await page.goto(`/admin/app/inscriptions?q=${lastName}`);
  const badges = page.waitForEvent("download");
  await page.getByRole("link", { name: "Badges (8 par page)" }).click();
  const badgeText = await downloadedPdfText(await badges);
  expect(badgeText).toContain(`Dr Amina ${lastName}`);
  expect(badgeText).toContain(registration.reference);
  expect(badgeText).toContain("Professionnel de santé");
});
