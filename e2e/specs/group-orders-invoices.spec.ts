import type { Locale } from "@congres/shared/facts";
import { validRegistration } from "@congres/shared/testing";
import { expectNoAxeViolations } from "../support/accessibility.ts";
import { adminApiWrite } from "../support/admin-api.ts";
import { signInAsAdmin } from "../support/admin-session.ts";
import { queryDatabase, unique } from "../support/database.ts";
import { fillRegistrationIn, registrationFormIn } from "../support/localized-forms.ts";
import { downloadedPdfText } from "../support/pdf-text.ts";
import { linkIn } from "../support/staff-accounts.ts";
import { expect, type Page, test } from "../support/test.ts";
import { fill, pathIn, uiMessages } from "../support/ui-messages.ts";
import { PHONE } from "../support/viewports.ts";

/**
 * Group orders and invoices (issue #40 items 4 and 5, « Done when »), at 360 px, axe 0 on each
 * screen: a ministry registers 3 delegates as a group on /inscription/groupe (French and
 * Arabic); staff import the statement whose one transfer carries the group's reference, and the
 * three are paid; the accountant issues the group's invoice on « Factures » and downloads it,
 * then, once a delegate's cancellation is refunded (set up through the API), downloads the
 * credit note. In Arabic, once its order is paid, staff move a delegate out of the group from
 * her page (confirmed), and another asks for her invoice in « Mon espace » and downloads it, in
 * Arabic.
 */
test.use({ viewport: PHONE });

type Group = { reference: string; institution: string; emails: string[] };

/** The ministry's order through the page in `locale`; answers its reference. */
async function orderGroup(page: Page, locale: Locale): Promise<Group> {
  const t = uiMessages(locale);
  const institution = unique("Ministère de la Santé");
  const emails = [1, 2, 3].map((n) => `${unique(`delegue${n}`)}@sante.gov.ma`.toLowerCase());
  await page.goto(pathIn(locale, "/inscription/groupe"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.group_heading as string);
  await expectNoAxeViolations(page);
  for (const [index, email] of emails.entries()) {
    await fillRegistrationIn(page, t, {
      ...validRegistration(),
      lastName: `Délégué ${index + 1}`,
      email,
    });
    await registrationFormIn(page, t).getByRole("button", { name: t.group_add_delegate }).click();
    await expect(
      page.getByRole("heading", {
        name: fill(t.group_delegates_heading as string, { count: index + 1 }),
      }),
    ).toBeVisible();
  }
  await expect(page.getByRole("listitem").filter({ hasText: emails[2] as string })).toBeVisible();
  const payer = page.getByRole("form", { name: t.group_payer_heading });
  await payer.getByLabel(t.group_payer_name as string).fill("Nadia Alaoui");
  await payer.getByLabel(t.group_payer_institution as string).fill(institution);
  await payer.getByLabel(t.group_payer_email as string).fill("achats@sante.gov.ma");
  await payer.getByLabel(t.group_payer_address as string).fill("Avenue Ibn Sina, Rabat");
  await payer.getByLabel(t.group_payer_tax_id as string).fill("001525253000067");
  await payer.getByRole("button", { name: fill(t.group_submit as string, { count: 3 }) }).click();
  const done = page.getByRole("region", { name: t.group_success_title });
  await expect(done).toContainText("3 000,00");
  const reference = (await done.locator("bdi").first().textContent()) ?? "";
  expect(reference).toMatch(/^GRP-[0-9A-Z]{5}$/);
  await expectNoAxeViolations(page);
  return { reference, institution, emails };
}

const paymentsOf = (emails: string[]) =>
  queryDatabase<{ payment_status: string; amount_received_centimes: number; language: string }>(
    `select payment_status, amount_received_centimes, language from registrations where email in (${emails.map(() => "?").join(",")}) order by id`,
    ...emails,
  );

/** A statement whose one credit names the group, as the ministry's bank writes it. */
const statement = (reference: string) =>
  Buffer.from(
    `\ufeff${["Relevé de compte;;;", "Date opération;Libellé;Débit;Crédit", `06/10/2025;VIR MINISTERE ${reference.replace("-", " ")};;3 000,00`].join("\r\n")}\r\n`,
    "utf8",
  );

test("a ministry orders 3 delegates in French, the statement pays them, the accountant downloads the invoice and the credit note", async ({
  page,
}) => {
  test.slow();
  const group = await orderGroup(page, "fr");
  expect(paymentsOf(group.emails).map((row) => row.payment_status)).toEqual([
    "en_attente",
    "en_attente",
    "en_attente",
  ]);

  await signInAsAdmin(page);
  await page.goto("/admin/app/rapprochement");
  await page.getByLabel("Relevé bancaire (fichier CSV)").setInputFiles({
    name: "releve.csv",
    mimeType: "text/csv",
    buffer: statement(group.reference),
  });
  await page.getByRole("button", { name: "Lire le relevé" }).click();
  await page.getByRole("button", { name: "Voir les propositions" }).click();
  const line = page.getByRole("row").filter({ hasText: group.reference });
  await expect(line).toContainText("Correspond");
  await expect(line).toContainText(group.institution);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Enregistrer les paiements (1)" }).click();
  await page
    .getByRole("dialog", { name: "Enregistrer les paiements du relevé ?" })
    .getByRole("button", { name: "Enregistrer", exact: true })
    .click();
  await expect(page.getByRole("region", { name: "Relevé enregistré" })).toContainText(
    "3 inscriptions marquées payées",
  );
  expect(paymentsOf(group.emails)).toEqual(
    group.emails.map(() => ({
      payment_status: "payee",
      amount_received_centimes: 100_000,
      language: "fr",
    })),
  );

  // « Factures »: the group's invoice, issued by its reference and downloaded.
  await page.goto("/admin/app/factures");
  await expect(page.getByRole("heading", { name: "Factures" })).toBeVisible();
  await page.getByRole("button", { name: "Émettre une facture" }).click();
  const issue = page.getByRole("dialog", { name: "Émettre une facture" });
  await issue.getByLabel("Référence (inscription ou groupe)").fill(group.reference);
  await issue.getByLabel("Facturé à (nom)").fill(group.institution);
  await issue.getByLabel("Adresse").fill("Avenue Ibn Sina, Rabat");
  await issue.getByLabel("ICE ou identifiant fiscal").fill("001525253000067");
  await expectNoAxeViolations(page);
  await issue.getByRole("button", { name: "Émettre", exact: true }).click();
  await expect(issue).toBeHidden();
  const invoiceRow = page.getByRole("row").filter({ hasText: group.reference });
  await expect(invoiceRow).toContainText(/F-\d{4}-\d{4}/);
  const number = /F-\d{4}-\d{4}/.exec((await invoiceRow.textContent()) ?? "")?.[0] ?? "";
  const [invoicePdf] = await Promise.all([
    page.waitForEvent("download"),
    invoiceRow.getByRole("link", { name: `Télécharger ${number}` }).click(),
  ]);
  const invoiceText = await downloadedPdfText(invoicePdf);
  expect(invoiceText).toContain(`Facture N° ${number}`);
  expect(invoiceText).toContain(group.institution);
  expect(invoiceText).toContain("Trois mille dirhams");
  await expectNoAxeViolations(page);

  // The first delegate cancels from her space (through its API) and staff refund her.
  const [firstEmail] = group.emails as [string];
  const [{ id: registrationId }] = queryDatabase<{ id: number }>(
    "select id from registrations where email = ?",
    firstEmail,
  ) as [{ id: number }];
  const delegate = await page
    .context()
    .browser()
    ?.newContext({ baseURL: new URL(page.url()).origin });
  if (!delegate) throw new Error("no browser");
  const write = async (path: string, data: unknown) => {
    await delegate.request.get("/sanctum/csrf-cookie");
    const token =
      (await delegate.request.storageState()).cookies.find((c) => c.name === "XSRF-TOKEN")?.value ??
      "";
    return delegate.request.post(path, { data, headers: { "X-XSRF-TOKEN": token } });
  };
  expect((await write("/api/space/link", { email: firstEmail })).status()).toBe(202);
  // The link as mailed (the .eml copy): the stored row keeps its token masked (decision 0056).
  const token = (await linkIn("space_link", firstEmail)).split("#")[1];
  expect((await write("/api/space/session", { token })).status()).toBe(200);
  const cancelled = await write(`/api/space/registrations/${registrationId}/cancel`, {
    reason: "Mission reportée",
    refundIban: "FR76 3000 6000 0112 3456 7890 189",
  });
  expect(cancelled.status(), await cancelled.text()).toBe(201);
  await delegate.close();
  const requests = await (
    await page.request.get("/api/admin/cancellation-requests?status=pending&per_page=100")
  ).json();
  const request = (requests.data as { id: number; registration_id: number }[]).find(
    (row) => row.registration_id === registrationId,
  );
  const refunded = await adminApiWrite(
    page.request,
    "POST",
    `/api/admin/cancellation-requests/${request?.id}/refund`,
    {
      amountCentimes: 90_000,
      date: "2025-10-08",
    },
  );
  expect(refunded.status(), await refunded.text()).toBe(200);

  await page.goto("/admin/app/factures?kind=credit_note");
  const creditRow = page
    .getByRole("row")
    .filter({ hasText: /AV-\d{4}-\d{4}/ })
    .first();
  const credit = /AV-\d{4}-\d{4}/.exec((await creditRow.textContent()) ?? "")?.[0] ?? "";
  const [creditPdf] = await Promise.all([
    page.waitForEvent("download"),
    creditRow.getByRole("link", { name: `Télécharger ${credit}` }).click(),
  ]);
  const creditText = await downloadedPdfText(creditPdf);
  expect(creditText).toContain(`Avoir N° ${credit}`);
  expect(creditText).toContain(`Avoir sur la facture ${number}`);
  expect(creditText).toContain("Remboursé le 8 octobre 2025");
  expect(creditText).toContain("Neuf cents dirhams");
  await expectNoAxeViolations(page);
});

test("a ministry orders 3 delegates in Arabic, one transfer pays them; staff move one out of the group, another downloads her invoice from « Mon espace »", async ({
  page,
}) => {
  test.slow();
  const group = await orderGroup(page, "ar");
  // Each delegate's own registration, in the payer's language (her mails and space follow it).
  expect(paymentsOf(group.emails).map((row) => row.language)).toEqual(["ar", "ar", "ar"]);
  await signInAsAdmin(page);
  await page.request.get("/sanctum/csrf-cookie");
  const xsrf =
    (await page.context().storageState()).cookies.find((c) => c.name === "XSRF-TOKEN")?.value ?? "";
  const proposals = await (
    await page.request.post(
      "/api/admin/bank-import/proposals?date=Date%20op%C3%A9ration&amount=Cr%C3%A9dit&label=Libell%C3%A9",
      {
        data: statement(group.reference),
        headers: { "content-type": "application/octet-stream", "X-XSRF-TOKEN": xsrf },
      },
    )
  ).json();
  const [line] = proposals.lines;
  expect(line).toMatchObject({ status: "matched" });
  expect(line.candidates[0]).toMatchObject({
    reference: group.reference,
    remaining_centimes: 300_000,
  });
  const confirmed = await adminApiWrite(page.request, "POST", "/api/admin/bank-import/confirm", {
    file_name: "releve.csv",
    mapping: proposals.mapping,
    lines: [
      {
        line: line.line,
        date: line.date,
        amount_centimes: line.amount_centimes,
        label: line.label,
        payer: line.payer,
        group_id: line.candidates[0].group_id,
      },
    ],
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  expect(paymentsOf(group.emails).map((row) => row.payment_status)).toEqual([
    "payee",
    "payee",
    "payee",
  ]);
  const [firstId, , thirdId] = group.emails.map(
    (email) =>
      queryDatabase<{ id: number }>("select id from registrations where email = ?", email)[0]?.id,
  );

  // Staff move the third delegate out of the group from her page, after a confirmation.
  await page.goto(`/admin/app/inscriptions/${thirdId}`);
  const membership = page.getByRole("region", { name: "Commande de groupe" });
  await expect(membership).toContainText(group.reference);
  await expectNoAxeViolations(page);
  await membership.getByRole("button", { name: "Sortir du groupe" }).click();
  const confirm = page.getByRole("dialog", {
    name: `Sortir cette inscription de la commande ${group.reference} ?`,
  });
  await confirm.getByRole("button", { name: "Sortir du groupe" }).click();
  // The dialog hides the page from assistive technologies while open: wait for it to close.
  await expect(confirm).toBeHidden();
  await expect(membership).toBeHidden();
  expect(
    queryDatabase(
      "select group_id from registration_group_members where registration_id = ?",
      thirdId,
    ),
  ).toEqual([]);
  expect(
    queryDatabase<{ action: string }>(
      "select action from audit_log where entity_type = 'registration' and entity_id = ? and action = 'registration.group.remove'",
      thirdId,
    ),
  ).toHaveLength(1);

  // The first delegate asks for her invoice in « Mon espace », in Arabic, and downloads it.
  const t = uiMessages("ar");
  const [firstEmail] = group.emails as [string];
  const delegate = await page
    .context()
    .browser()
    ?.newContext({
      baseURL: new URL(page.url()).origin,
      viewport: PHONE,
    });
  if (!delegate) throw new Error("no browser");
  await delegate.request.get("/sanctum/csrf-cookie");
  const token =
    (await delegate.request.storageState()).cookies.find((c) => c.name === "XSRF-TOKEN")?.value ??
    "";
  const asked = await delegate.request.post("/api/space/link", {
    data: { email: firstEmail, locale: "ar" },
    headers: { "X-XSRF-TOKEN": token },
  });
  expect(asked.status()).toBe(202);
  const space = await delegate.newPage();
  await space.goto(await linkIn("space_link", firstEmail));
  const invoice = space.getByRole("region", { name: t.space_invoice_title });
  await invoice.getByRole("button", { name: t.space_invoice_title }).click();
  await invoice.getByLabel(t.space_invoice_buyer_name as string).fill("وزارة الصحة");
  await invoice.getByLabel(t.space_invoice_buyer_address as string).fill("شارع ابن سينا، الرباط");
  await invoice.getByLabel(t.space_invoice_buyer_tax_id as string).fill("001525253000067");
  await invoice.getByRole("button", { name: t.space_invoice_submit }).click();
  await expect(invoice.getByRole("status")).toHaveText(t.space_invoice_issued as string);
  const link = invoice.getByRole("link", { name: /F-\d{4}-\d{4}/ });
  const number = /F-\d{4}-\d{4}/.exec((await link.textContent()) ?? "")?.[0] ?? "";
  await expectNoAxeViolations(space);
  const [pdf] = await Promise.all([space.waitForEvent("download"), link.click()]);
  const text = await downloadedPdfText(pdf);
  for (const words of ["فاتورة", number, "001525253000067", "1 000,00 DH", "Mille dirhams"]) {
    expect(text).toContain(words);
  }
  expect(
    queryDatabase<{ language: string }>(
      "select language from invoices where registration_id = ?",
      firstId,
    ),
  ).toEqual([{ language: "ar" }]);
  await delegate.close();
});
