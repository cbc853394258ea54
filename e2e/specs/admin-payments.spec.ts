import { validRegistration } from "@congres/shared/testing";
import { expectNoAxeViolations } from "../support/accessibility.ts";
import { ADMIN } from "../support/admin-account.ts";
import { postPublicWithReference } from "../support/admin-session.ts";
import { queryDatabase, unique } from "../support/database.ts";
import { signInByApi } from "../support/staff-accounts.ts";
import { expect, type Locator, type Page, test } from "../support/test.ts";

/** The value beside a label in a `<dl>` (a detail row, a money figure, a total). */
const valueBeside = (scope: Page | Locator, label: string) =>
  scope
    .getByRole("term")
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator("xpath=following-sibling::dd[1]");

const totals = (page: Page) => page.getByRole("region", { name: "Totaux des paiements" });

test("staff record a partial then a full payment, and see the audit trail and the totals", async ({
  page,
}) => {
  // Becoming paid issues a receipt, whose PDF the server renders for its mail (decision 0021).
  test.slow();
  const lastName = unique("Virement");
  const registration = await postPublicWithReference(page.request, "/api/registration", {
    ...validRegistration(),
    lastName,
    participationType: "professionnel",
  });
  await signInByApi(page, ADMIN.email, ADMIN.password);
  await page.goto(`/admin/app/inscriptions?q=${lastName}`);
  // Searched down to this one registration: the totals are its own.
  await expect(valueBeside(totals(page), "Attendu")).toHaveText("1 000,00 DH");
  await expect(valueBeside(totals(page), "Reçu")).toHaveText("0,00 DH");
  await expect(valueBeside(totals(page), "Reste à percevoir")).toHaveText("1 000,00 DH");
  const row = page.locator("tbody tr").filter({ hasText: registration.reference });
  await expect(row).toContainText("1 000,00 DH");
  await expect(row).toContainText("En attente");
  await expectNoAxeViolations(page);

  await row.getByRole("link", { name: `Voir l'inscription #${registration.id}` }).click();
  const payment = page.getByRole("region", { name: "Paiement" });
  await expect(valueBeside(payment, "Montant dû")).toHaveText("1 000,00 DH");
  await expect(valueBeside(payment, "Statut")).toHaveText("En attente");
  await expect(valueBeside(payment, "Reste à payer")).toHaveText("1 000,00 DH");
  const history = page.getByRole("region", { name: "Historique" });
  await expect(history).toContainText("Aucune action enregistrée.");

  // A partial transfer: 400 DH of 1 000.
  await payment.getByRole("button", { name: "Marquer payée" }).click();
  const dialog = page.getByRole("dialog", { name: "Enregistrer un paiement" });
  await dialog.getByLabel("Date du virement").fill("2025-10-03");
  await dialog.getByLabel("Montant reçu").fill("400");
  await dialog.getByLabel("Libellé du virement").fill(`VIR ${registration.reference} BENALI`);
  await expect(dialog.getByRole("status")).toHaveText(
    "Paiement partiel : l'inscription restera en attente, reste 600,00 DH à payer.",
  );
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Enregistrer le paiement" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Paiement enregistré", { exact: true }).first()).toBeVisible();
  await expect(valueBeside(payment, "Statut")).toHaveText("En attente");
  await expect(valueBeside(payment, "Montant reçu")).toHaveText("400,00 DH");
  await expect(valueBeside(payment, "Reste à payer")).toHaveText("600,00 DH");
  await expect(valueBeside(payment, "Date du dernier virement")).toHaveText("3 octobre 2025");
  await expect(payment).toContainText(
    "Paiement partiel : 400,00 DH reçus, reste 600,00 DH à payer.",
  );
  const lines = history.getByRole("listitem").filter({ hasText: "Paiement enregistré" });
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText(`par ${ADMIN.email}`);
  await expect(lines.first()).toContainText("Montant reçu : 0,00 DH → 400,00 DH");

  // The rest: the amount is proposed, the registration becomes paid.
  await payment.getByRole("button", { name: "Marquer payée" }).click();
  await expect(dialog.getByLabel("Montant reçu")).toHaveValue("600");
  await dialog.getByLabel("Date du virement").fill("2025-10-06");
  await dialog.getByRole("button", { name: "Enregistrer le paiement" }).click();
  await expect(valueBeside(payment, "Statut")).toHaveText("Payée");
  await expect(valueBeside(payment, "Montant reçu")).toHaveText("1 000,00 DH");
  await expect(payment.getByRole("button", { name: "Marquer payée" })).toHaveCount(0);
  await expect(lines).toHaveCount(2);
  await expect(lines.first()).toContainText("Statut de paiement : En attente → Payée");
  await expect(lines.first()).toContainText("Montant reçu : 400,00 DH → 1 000,00 DH");
  await expectNoAxeViolations(page);
  expect(
    queryDatabase(
      "select payment_status, amount_received_centimes, paid_at from registrations where id = ?",
      registration.id,
    ),
  ).toEqual([
    { payment_status: "payee", amount_received_centimes: 100_000, paid_at: "2025-10-06" },
  ]);

  // The list and its totals follow; the status filter is kept in the address bar.
  await page.goBack();
  await expect(valueBeside(totals(page), "Reçu")).toHaveText("1 000,00 DH");
  await expect(valueBeside(totals(page), "Reste à percevoir")).toHaveText("0,00 DH");
  await expect(row).toContainText("Payée");
  await page.getByLabel("Statut de paiement").selectOption({ label: "En attente" });
  await expect(page).toHaveURL(/payment_status=en_attente/);
  await expect(page).toHaveURL(new RegExp(`q=${lastName}`));
  await expect(page.getByText("Aucun résultat.")).toBeVisible();
  await expect(valueBeside(totals(page), "Attendu")).toHaveText("0,00 DH");

  // Undo, after a confirmation: back to the partial payment.
  await page.goto(`/admin/app/inscriptions/${registration.id}`);
  await payment.getByRole("button", { name: "Revenir à l'état précédent" }).click();
  await page
    .getByRole("dialog", { name: "Revenir à l'état précédent ?" })
    .getByRole("button", { name: "Revenir à l'état précédent" })
    .click();
  await expect(valueBeside(payment, "Statut")).toHaveText("En attente");
  await expect(valueBeside(payment, "Montant reçu")).toHaveText("400,00 DH");
  await expect(history.getByRole("listitem").first()).toContainText("Retour à l'état précédent");
  await expect(history.getByRole("listitem").first()).toContainText(
    "Statut de paiement : Payée → En attente",
  );
});

test("an amount above what is due is accepted, with a visible note; a cancelled one offers only undo", async ({
  page,
}) => {
  const registration = await postPublicWithReference(page.request, "/api/registration", {
    ...validRegistration(),
    lastName: unique("Etudiante"),
    participationType: "etudiant",
  });
  await signInByApi(page, ADMIN.email, ADMIN.password);
  await page.goto(`/admin/app/inscriptions/${registration.id}`);
  const payment = page.getByRole("region", { name: "Paiement" });
  await expect(valueBeside(payment, "Montant dû")).toHaveText("500,00 DH");
  await payment.getByRole("button", { name: "Marquer payée" }).click();
  const dialog = page.getByRole("dialog", { name: "Enregistrer un paiement" });
  // A typed amount the shared schema refuses: the French message, nothing sent.
  await dialog.getByLabel("Montant reçu").fill("1.000,00");
  await dialog.getByRole("button", { name: "Enregistrer le paiement" }).click();
  await expect(
    dialog.getByText("Montant invalide : écrivez par exemple 1 000 ou 1 000,50"),
  ).toBeVisible();
  await dialog.getByLabel("Montant reçu").fill("600");
  await expect(dialog.getByRole("status")).toHaveText(
    "Montant supérieur au reste à payer : trop-perçu de 100,00 DH.",
  );
  await dialog.getByRole("button", { name: "Enregistrer le paiement" }).click();
  await expect(valueBeside(payment, "Statut")).toHaveText("Payée");
  await expect(payment).toContainText(
    "Montant reçu supérieur au montant dû : trop-perçu de 100,00 DH à rembourser ou régulariser.",
  );

  await payment.getByRole("button", { name: "Annuler l'inscription" }).click();
  await page
    .getByRole("dialog", { name: "Annuler cette inscription ?" })
    .getByRole("button", { name: "Annuler l'inscription" })
    .click();
  await expect(valueBeside(payment, "Statut")).toHaveText("Annulée");
  for (const action of ["Marquer payée", "Exonérer", "Annuler l'inscription"]) {
    await expect(payment.getByRole("button", { name: action })).toHaveCount(0);
  }
  await expect(payment.getByRole("button", { name: "Revenir à l'état précédent" })).toBeVisible();
});

test("waiving a fee asks for its reason, which the history keeps", async ({ page }) => {
  const registration = await postPublicWithReference(page.request, "/api/registration", {
    ...validRegistration(),
    lastName: unique("Exoneration"),
  });
  await signInByApi(page, ADMIN.email, ADMIN.password);
  await page.goto(`/admin/app/inscriptions/${registration.id}`);
  const payment = page.getByRole("region", { name: "Paiement" });
  await payment.getByRole("button", { name: "Exonérer" }).click();
  const dialog = page.getByRole("dialog", { name: "Exonérer cette inscription ?" });
  await dialog.getByRole("button", { name: "Exonérer" }).click();
  // No reason: refused on the field, the dialog stays open (the server refuses it too).
  await expect(
    dialog.getByText("Indiquez le motif de l'exonération (au moins 3 caractères)"),
  ).toBeVisible();
  await dialog.getByLabel("Motif de l'exonération").fill("Oratrice invitée, plénière 2");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Exonérer" }).click();
  await expect(dialog).toBeHidden();
  await expect(valueBeside(payment, "Statut")).toHaveText("Exonérée");
  const line = page
    .getByRole("region", { name: "Historique" })
    .getByRole("listitem")
    .filter({ hasText: "Inscription exonérée" });
  await expect(line).toContainText("Motif de l'exonération : — → Oratrice invitée, plénière 2");
  const stored = queryDatabase<{ changes: string }>(
    "select changes from audit_log where action = 'registration.payment.waive' and entity_id = ?",
    registration.id,
  );
  expect(JSON.parse(stored[0]?.changes ?? "{}").waive_reason).toEqual([
    null,
    "Oratrice invitée, plénière 2",
  ]);
});
