import { validRegistration } from "@congres/shared/testing";
import { expectNoAxeViolations } from "../support/accessibility.ts";
import { ADMIN } from "../support/admin-account.ts";
import { postPublicWithReference, signInAsAdmin } from "../support/admin-session.ts";
import { queryDatabase, unique } from "../support/database.ts";
import { signInByApi } from "../support/staff-accounts.ts";
import { expect, type Page, test } from "../support/test.ts";

/** A statement as a Moroccan bank exports it: a preamble, `;`, decimal comma, debit and credit. */
function statement(lines: string[][]): Buffer {
  const rows = [
    "Relevé de compte;;;",
    "Compte 007 780 0001234567890123 45;;;",
    "Date opération;Libellé;Débit;Crédit",
    ...lines.map((cells) => cells.join(";")),
  ];
  return Buffer.from(`\ufeff${rows.join("\r\n")}\r\n`, "utf8");
}

async function upload(page: Page, name: string, content: Buffer) {
  await page.goto("/admin/app/rapprochement");
  await page
    .getByLabel("Relevé bancaire (fichier CSV)")
    .setInputFiles({ name, mimeType: "text/csv", buffer: content });
  await page.getByRole("button", { name: "Lire le relevé" }).click();
  await expect(page.getByLabel("Date de l'opération")).toHaveValue("Date opération");
  await expect(page.getByLabel("Montant (crédit)")).toHaveValue("Crédit");
  await expect(page.getByLabel("Libellé")).toHaveValue("Libellé");
  await page.getByRole("button", { name: "Voir les propositions" }).click();
}

const rowOfLine = (page: Page, line: number) =>
  page.getByRole("row").filter({ has: page.getByLabel(`Enregistrer la ligne ${line}`) });

test("staff import a statement, review it, match a line by hand, confirm, and the registrations are paid", async ({
  page,
}) => {
  // A whole journey of two uploads and a confirmation: longer than one screen's budget.
  test.slow();
  const register = (lastName: string, participationType: string) =>
    postPublicWithReference(page.request, "/api/registration", {
      ...validRegistration(),
      lastName,
      participationType,
    });
  const full = await register(unique("Alami"), "professionnel");
  const partial = await register(unique("Bennani"), "etudiant");
  const byHandName = unique("Tazi");
  const byHand = await register(byHandName, "professionnel");
  // The reference as a payer types it: lower case, a space instead of the dash.
  const spaced = full.reference.toLowerCase().replace("-", " ");
  const content = statement([
    ["02/10/2025", `VIR RECU ${spaced} DR ALAMI`, "", "1 000,00"],
    ["03/10/2025", `VIREMENT ${partial.reference} ACOMPTE`, "", "300,00"],
    ["04/10/2025", "VIREMENT SANS REFERENCE", "", "1 000,00"],
    ["05/10/2025", "FRAIS BANCAIRES", "45,00", ""],
  ]);

  await signInAsAdmin(page);
  await page.getByRole("link", { name: "Rapprochement bancaire" }).click();
  await expect(page.getByRole("heading", { name: "Rapprochement bancaire" })).toBeVisible();
  await upload(page, "releve-octobre.csv", content);

  const matched = rowOfLine(page, 4);
  await expect(matched).toContainText("Correspond");
  await expect(matched).toContainText(full.reference);
  await expect(page.getByLabel("Enregistrer la ligne 4")).toBeChecked();
  const differs = rowOfLine(page, 5);
  await expect(differs).toContainText("Montant différent");
  await expect(differs).toContainText("Attendu 500,00 DH (paiement partiel)");
  await expect(page.getByLabel("Enregistrer la ligne 5")).not.toBeChecked();
  await expect(rowOfLine(page, 6)).toContainText("Sans référence");
  await expect(page.getByLabel("Enregistrer la ligne 6")).toBeDisabled();
  await expect(page.getByText("1 ligne ignorée")).toBeVisible();
  await expectNoAxeViolations(page);

  // The filter shows one status at a time.
  await page.getByRole("button", { name: "Montant différent (1)" }).click();
  await expect(page.getByRole("checkbox")).toHaveCount(1);
  await page.getByRole("button", { name: "Toutes (3)" }).click();

  // The partial transfer is confirmed explicitly; the line without a reference matched by hand.
  await page.getByLabel("Enregistrer la ligne 5").check();
  await rowOfLine(page, 6).getByRole("button", { name: "Associer…" }).click();
  const search = page.getByRole("dialog", { name: "Associer la ligne 6 à une inscription" });
  await search.getByLabel("Rechercher une inscription").fill(byHandName);
  await search.getByRole("button", { name: "Rechercher" }).click();
  await search.getByRole("button", { name: `Choisir ${byHand.reference}` }).click();
  await expect(search).toBeHidden();
  await expect(page.getByLabel("Enregistrer la ligne 6")).toBeChecked();
  await expect(rowOfLine(page, 6)).toContainText(byHand.reference);

  expect(
    queryDatabase<{ n: number }>(
      "select count(*) as n from bank_import_lines where registration_reference in (?, ?, ?)",
      full.reference,
      partial.reference,
      byHand.reference,
    ),
  ).toEqual([{ n: 0 }]);

  await page.getByRole("button", { name: "Enregistrer les paiements (3)" }).click();
  const confirm = page.getByRole("dialog", { name: "Enregistrer les paiements du relevé ?" });
  await expect(confirm).toContainText(
    "3 lignes seront enregistrées : 2 inscriptions seront marquées payées ; 1 inscription reçoit un paiement partiel et reste en attente.",
  );
  await confirm.getByRole("button", { name: "Enregistrer", exact: true }).click();
  const result = page.getByRole("region", { name: "Relevé enregistré" });
  await expect(result).toContainText("3 lignes enregistrées");
  await expect(result).toContainText("2 inscriptions marquées payées");
  await expect(result).toContainText("1 paiement partiel");

  expect(
    queryDatabase(
      "select reference, payment_status, amount_received_centimes, paid_at from registrations where id in (?, ?, ?) order by id",
      full.id,
      partial.id,
      byHand.id,
    ),
  ).toEqual([
    {
      reference: full.reference,
      payment_status: "payee",
      amount_received_centimes: 100_000,
      paid_at: "2025-10-02",
    },
    {
      reference: partial.reference,
      payment_status: "en_attente",
      amount_received_centimes: 30_000,
      paid_at: "2025-10-03",
    },
    {
      reference: byHand.reference,
      payment_status: "payee",
      amount_received_centimes: 100_000,
      paid_at: "2025-10-04",
    },
  ]);
  // Each registration the statement paid in full gets its receipt, mailed through the outbox;
  // the partial payment gets none.
  expect(
    queryDatabase(
      "select entity_id, to_address from outbox where kind = 'payment_receipt' and entity_type = 'registration' and entity_id in (?, ?, ?) order by entity_id",
      full.id,
      partial.id,
      byHand.id,
    ),
  ).toEqual([
    { entity_id: full.id, to_address: validRegistration().email },
    { entity_id: byHand.id, to_address: validRegistration().email },
  ]);

  // The registration shows its payment and where it came from.
  await page.goto(`/admin/app/inscriptions/${full.id}`);
  const payment = page.getByRole("region", { name: "Paiement" });
  await expect(payment).toContainText("Payée");
  await expect(payment).toContainText(`VIR RECU ${spaced} DR ALAMI`);

  // The same statement again: every recorded line is recognised, nothing can be recorded twice.
  await upload(page, "releve-octobre.csv", content);
  for (const line of [4, 5, 6]) {
    await expect(rowOfLine(page, line)).toContainText("Déjà importée");
    await expect(page.getByLabel(`Enregistrer la ligne ${line}`)).toBeDisabled();
  }
  await expect(page.getByRole("button", { name: "Enregistrer les paiements" })).toBeDisabled();
});

test("a file that is not a statement gets a French explanation and nothing is read", async ({
  page,
}) => {
  await signInByApi(page, ADMIN.email, ADMIN.password);
  await page.goto("/admin/app/rapprochement");
  await page.getByLabel("Relevé bancaire (fichier CSV)").setInputFiles({
    name: "releve.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.7\n1 0 obj\n"),
  });
  await page.getByRole("button", { name: "Lire le relevé" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Ce fichier est un PDF : exportez le relevé de votre banque au format CSV.",
  );
  await expect(page.getByLabel("Date de l'opération")).toHaveCount(0);
});
