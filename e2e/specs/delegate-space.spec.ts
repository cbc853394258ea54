import { VALIDATION_MESSAGES } from "@congres/shared";
import type { Locale } from "@congres/shared/facts";
import { validRegistration } from "@congres/shared/testing";
import type { Browser, Locator, Page } from "@playwright/test";
import type { ReceivedMail } from "../../apps/server/src/testing/smtp-test-server.ts";
import { expectNoAxeViolations } from "../support/accessibility.ts";
import { adminApiWrite } from "../support/admin-api.ts";
import {
  postPublicWithReference,
  searchAdminList,
  signInThroughApi,
} from "../support/admin-session.ts";
import { unique } from "../support/database.ts";
import { downloadedPdfText } from "../support/pdf-text.ts";
import { type ServerWithSmtp, testWithMailServer } from "../support/server-with-smtp.ts";
import { expect } from "../support/test.ts";
import { fill, pathIn, type UiMessages, uiMessages } from "../support/ui-messages.ts";
import { DESKTOP, PHONE } from "../support/viewports.ts";

/**
 * « Mon espace » end to end (issue #38, « Done when », first point), on a server with a real SMTP
 * server: a delegate asks for a sign-in link at 360 px, opens it from the mail, corrects her name
 * in Latin letters for the badge, downloads her receipt, asks for a visa letter; staff grant it;
 * she downloads it; its verification page says « valide », then « révoquée » once staff revoke
 * it. axe at each step. French goes through the admin's screens, English and Arabic through its
 * API (the same routes), to keep the suite short; French also has her stars follow her, a
 * correction refused past the change deadline, and her cancellation refunded by staff.
 */
const test = testWithMailServer;
test.use({ viewport: PHONE });

/** The mails `address` received (their To header), newest last. */
const mailsTo = (server: ServerWithSmtp, address: string): ReceivedMail[] =>
  server.smtp.received.filter(
    (mail) => mail.to && "value" in mail.to && mail.to.value[0]?.address === address,
  );

/** The path and token of the sign-in link mailed to `address` (the mail names the site's address). */
async function signInLinkTo(server: ServerWithSmtp, address: string): Promise<string> {
  const find = () =>
    mailsTo(server, address)
      .map((mail) => /\/(?:(?:en|ar)\/)?mon-espace#[\w-]+/.exec(String(mail.text))?.[0])
      .find(Boolean);
  await expect.poll(find, { timeout: 30_000 }).toBeTruthy();
  return find() as string;
}

/** Staff, signed in in a browser of their own at desktop width. */
async function staffPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: DESKTOP });
  const page = await context.newPage();
  await signInThroughApi(page.request);
  return page;
}

/** The visa letter request of `reference`, as staff's list shows it. */
async function visaLetterRow(staff: Page, reference: string) {
  await staff.goto("/admin/app/lettres-invitation");
  await searchAdminList(staff, reference);
  return staff.locator("tbody tr").filter({ hasText: reference });
}

/** The id of the visa letter request of `reference` (staff's list API). */
async function visaLetterId(staff: Page, reference: string): Promise<number> {
  const answer = await staff.request.get(
    `/api/admin/visa-letters?q=${encodeURIComponent(reference)}`,
  );
  const { data } = (await answer.json()) as { data: { id: number; reference: string }[] };
  const row = data.find((each) => each.reference === reference);
  if (!row) throw new Error(`no visa letter request for ${reference}`);
  return row.id;
}

async function grant(staff: Page, reference: string, throughScreen: boolean) {
  if (throughScreen) {
    const row = await visaLetterRow(staff, reference);
    await row.getByRole("button", { name: "Accorder" }).click();
    const dialog = staff.getByRole("dialog", { name: /Accorder la lettre d'invitation/ });
    await expectNoAxeViolations(staff);
    await dialog.getByRole("button", { name: "Accorder et envoyer" }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText("Accordée");
    // Staff have the same letter at hand.
    const [download] = await Promise.all([
      staff.waitForEvent("download"),
      row.getByRole("link", { name: `Lettre (PDF) de ${reference}` }).click(),
    ]);
    expect(await downloadedPdfText(download)).toContain("A1234567");
    return;
  }
  const id = await visaLetterId(staff, reference);
  const answer = await adminApiWrite(
    staff.request,
    "POST",
    `/api/admin/visa-letters/${id}/decision`,
    {
      approve: true,
    },
  );
  expect(answer.status(), await answer.text()).toBe(200);
}

async function revoke(staff: Page, reference: string, throughScreen: boolean) {
  if (throughScreen) {
    const row = await visaLetterRow(staff, reference);
    await row.getByRole("button", { name: "Révoquer" }).click();
    const dialog = staff.getByRole("dialog", { name: /Révoquer la lettre d'invitation/ });
    await dialog.getByLabel("Motif de la révocation").fill("Passeport déclaré perdu");
    await dialog.getByRole("button", { name: "Révoquer" }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText("Révoquée");
    await expectNoAxeViolations(staff);
    return;
  }
  const id = await visaLetterId(staff, reference);
  const answer = await adminApiWrite(
    staff.request,
    "POST",
    `/api/admin/visa-letters/${id}/revoke`,
    {
      reason: "Passport reported lost",
    },
  );
  expect(answer.status(), await answer.text()).toBe(200);
}

/**
 * « Mon programme » once she is signed in (issue #38 §6): a star kept in her space shows on the
 * programme of this browser, and one added here is kept in her space.
 */
async function expectStarsFollowHer(page: Page) {
  await page.goto("/programme");
  const [kept, added] = await page
    .locator("[data-star]")
    .evaluateAll((stars) => stars.slice(0, 2).map((star) => (star as HTMLElement).dataset.star));
  const held = await adminApiWrite(page.request, "PUT", "/api/space/agenda", {
    sessionIds: [kept],
  });
  expect(held.status(), await held.text()).toBe(200);
  await page.reload();
  await expect(page.locator(`[data-star="${kept}"]`)).toHaveAttribute("aria-pressed", "true");
  await page.locator(`[data-star="${added}"]`).click();
  await expect
    .poll(async () => (await (await page.request.get("/api/space/agenda")).json()).session_ids)
    .toEqual([kept, added].sort());
}

/**
 * The change deadline set in the past on the dashboard: her next correction is refused with the
 * server's sentence and nothing changes; cleared, the registrations' closing time applies again.
 */
async function expectChangesClosedByDeadline(
  staff: Page,
  page: Page,
  card: Locator,
  t: UiMessages,
) {
  await staff.goto("/admin/app");
  const deadline = staff.getByRole("article", { name: "Corrections par les délégués" });
  await deadline.getByLabel(/^Date limite des corrections/).fill("2025-01-01T08:00");
  await deadline.getByRole("button", { name: "Enregistrer" }).click();
  await expect(deadline).toContainText("Corrections closes depuis le");
  await expectNoAxeViolations(staff);

  await card.getByLabel(t.registration_institution as string).fill("Hôpital Principal");
  await card.getByRole("button", { name: t.space_correct_submit }).click();
  await expect(card.getByRole("alert")).toContainText("Les modifications en ligne sont closes");
  await expectNoAxeViolations(page);

  await deadline.getByRole("button", { name: "Revenir à la date limite des inscriptions" }).click();
  await expect(deadline).not.toContainText("Corrections closes");
}

/**
 * She cancels her paid registration with the account to refund; staff see the request in
 * « Demandes d'annulation », record the refund, and her space says it is cancelled.
 */
async function cancelAndRefund(staff: Page, page: Page, card: Locator, reference: string) {
  const t = uiMessages("fr");
  await card.getByRole("button", { name: t.space_cancel }).click();
  const dialog = page.getByRole("dialog", { name: `${t.space_cancel_title} ${reference}` });
  await dialog.getByLabel(t.space_cancel_reason as string).fill("Mission reportée");
  await dialog.getByLabel(t.space_cancel_iban as string).fill("FR76 3000 6000 0112 3456 7890 189");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: t.space_cancel_confirm }).click();
  await expect(card.getByText(t.space_cancel_requested as string)).toBeVisible();

  await staff.goto("/admin/app/annulations");
  await searchAdminList(staff, reference);
  const row = staff.locator("tbody tr").filter({ hasText: reference });
  await expect(row).toContainText("Mission reportée");
  await expect(row).toContainText("FR76 **** 0189");
  await expectNoAxeViolations(staff);
  await row.getByRole("button", { name: "Enregistrer le remboursement" }).click();
  const refund = staff.getByRole("dialog", { name: `Remboursement de ${reference}` });
  await expect(refund).toContainText("FR7630006000011234567890189");
  await refund.getByRole("button", { name: "Enregistrer" }).click();
  await expect(refund).toBeHidden();
  await expect(row).toContainText("Remboursée");

  await page.reload();
  await expect(card).toContainText(t.space_payment_annulee as string);
}

/** Saves the document of `button` and reads its text. */
async function downloadText(page: Page, name: string): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name }).click(),
  ]);
  return downloadedPdfText(download);
}

/** The page fits the phone: nothing scrolls sideways. */
async function expectFitsPhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
}

const VERDICTS: Record<Locale, { valid: string; revoked: string }> = {
  fr: { valid: "Valide", revoked: "Révoquée" },
  en: { valid: "Valid", revoked: "Revoked" },
  ar: { valid: "صالحة", revoked: "ملغاة" },
};

for (const locale of ["fr", "en", "ar"] as const) {
  test(`in ${locale}: a sign-in link by mail, the badge name corrected, the receipt, a visa letter granted, verified valid, then revoked, at 360 px`, async ({
    page,
    browser,
    mailServer,
  }) => {
    test.setTimeout(120_000);
    const t: UiMessages = uiMessages(locale);
    const email = `${unique(`espace-${locale}`)}@example.sn`;
    const staff = await staffPage(browser, mailServer.baseURL);
    const { id, reference } = await postPublicWithReference(
      staff.request,
      "/api/registration",
      { ...validRegistration(), email },
      { "Accept-Language": locale },
    );
    const paid = await adminApiWrite(
      staff.request,
      "POST",
      `/api/admin/registrations/${id}/payment/mark-paid`,
      { paidAt: "2025-10-05", amount: "1000" },
    );
    expect(paid.status(), await paid.text()).toBe(200);

    // 1. The e-mail form: the same neutral answer for any address.
    const space = pathIn(locale, "/mon-espace");
    await page.goto(space);
    await expectNoAxeViolations(page);
    await page.getByLabel(t.space_link_email as string).fill(email);
    await page.getByRole("button", { name: t.space_link_submit }).click();
    await expect(page.getByRole("status")).toHaveText(t.space_link_sent as string);
    await expectNoAxeViolations(page);

    // 2. The link from the mail opens the space; its token leaves the address bar at once.
    const link = await signInLinkTo(mailServer, email);
    expect(link.startsWith(`${space}#`)).toBe(true);
    // Opened from the mail: a page load of its own (a link pasted in the same tab works too).
    await page.goto("about:blank");
    await page.goto(link);
    const card = page.getByRole("article").filter({ hasText: reference });
    await expect(card).toBeVisible();
    expect(new URL(page.url()).hash).toBe("");
    await expect(page.getByText(fill(t.space_signed_in_as as string, { email }))).toBeVisible();
    await expect(card).toContainText(t.space_payment_payee as string);
    await expectNoAxeViolations(page);
    await expectFitsPhone(page);

    if (locale === "fr") {
      await expectStarsFollowHer(page);
      await page.goto(space);
    }

    // 3. Her name in Latin letters, as the badge prints it.
    const latinName = `Aminata ${unique("Diallo").replace(/[^A-Za-z]/g, "")}`;
    await card.getByRole("button", { name: t.space_correct_title }).click();
    await card.getByLabel(t.registration_latin_name as string).fill(latinName);
    await card.getByRole("button", { name: t.space_correct_submit }).click();
    await expect(card.getByText(t.space_correct_saved as string)).toBeVisible();
    await expectNoAxeViolations(page);
    if (locale === "fr") await expectChangesClosedByDeadline(staff, page, card, t);
    const badge = await downloadText(
      page,
      fill(t.space_document_download as string, { document: t.space_document_badge as string }),
    );
    expect(badge).toContain(latinName);

    // 4. The receipt, the one staff send.
    const receipt = await downloadText(
      page,
      fill(t.space_document_download as string, { document: t.space_document_receipt as string }),
    );
    expect(receipt).toContain(reference);

    // 5. A visa letter asked for.
    await card.getByRole("button", { name: t.space_visa_title }).click();
    await card.getByLabel(t.space_visa_passport_number as string).fill("A1234567");
    await card.getByLabel(t.space_visa_nationality as string).selectOption("SN");
    await card.getByLabel(t.space_visa_birth_date as string).fill("1984-03-12");
    await card.getByLabel(t.space_visa_place_of_birth as string).fill("Dakar");
    // A passport expiring before the congress ends: refused beside its field, in her language.
    const expiry = card.getByLabel(t.space_visa_passport_expiry as string);
    await expiry.fill("2025-06-30");
    await card.getByRole("button", { name: t.space_visa_submit }).click();
    await expect(expiry).toHaveAttribute("aria-invalid", "true");
    const expiryError = page.locator(`#${await expiry.getAttribute("id")}-error`);
    await expect(expiryError).toHaveText(
      VALIDATION_MESSAGES[locale].visaLetter.passportExpiresTooSoon,
    );
    await expectNoAxeViolations(page);
    await expiry.fill("2031-06-30");
    await card.getByRole("button", { name: t.space_visa_submit }).click();
    await expect(card.getByText(t.space_visa_requested as string)).toBeVisible();
    await expectNoAxeViolations(page);

    // 6. Staff grant it; she downloads it from her space.
    await grant(staff, reference, locale === "fr");
    await page.reload();
    await expect(card.getByText(t.space_visa_approved as string)).toBeVisible();
    const letter = await downloadText(
      page,
      fill(t.space_document_download as string, {
        document: t.space_document_visa_letter as string,
      }),
    );
    expect(letter).toContain("A1234567");
    const code = /\/verifier\/([0-9A-Z-]{16,19})/.exec(letter)?.[1];
    expect(code, letter).toBeTruthy();

    // 7. A consul opens the address printed beside the QR.
    const verifier = pathIn(locale, `/verifier/${code}`);
    await page.goto(verifier);
    const verdict = page.getByRole("main").getByRole("heading", { level: 2 });
    await expect(verdict).toHaveText(VERDICTS[locale].valid);
    await expect(page.getByRole("main")).toContainText(latinName);
    await expectNoAxeViolations(page);
    await expectFitsPhone(page);

    // 8. Staff revoke it: the same address now says so.
    await revoke(staff, reference, locale === "fr");
    await page.reload();
    await expect(verdict).toHaveText(VERDICTS[locale].revoked);
    await expectNoAxeViolations(page);

    if (locale === "fr") {
      await page.goto(space);
      await cancelAndRefund(staff, page, card, reference);
    }
    await staff.context().close();
  });
}

test("the space and the check of a code are noindex and not in sitemap.xml; an unknown code is said so, in Arabic right to left", async ({
  page,
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of ["/mon-espace", "/en/verifier", "/ar/mon-espace"]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(/<meta name="robots" content="noindex"/);
    expect(sitemap, path).not.toContain(path);
  }
  const t = uiMessages("ar");
  await page.goto("/ar/verifier/ZZZZ-ZZZZ-ZZZZ-ZZZZ");
  const verdict = page.getByRole("main").getByRole("heading", { level: 2 });
  await expect(verdict).toHaveText(t.verify_unknown as string);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("main").locator('bdi[dir="ltr"]')).toHaveText("ZZZZ-ZZZZ-ZZZZ-ZZZZ");
  await expectNoAxeViolations(page);
});
