import type { Locale } from "@congres/shared/facts";
import { validSubmission } from "@congres/shared/testing";
import { expectNoAxeViolations } from "../support/accessibility.ts";
import { adminApiWrite } from "../support/admin-api.ts";
import { postPublicWithReference, signedInStaffContext } from "../support/admin-session.ts";
import { unique } from "../support/database.ts";
import { type ServerWithSmtp, testWithMailServer } from "../support/server-with-smtp.ts";
import { expect } from "../support/test.ts";
import { fill, pathIn, uiMessages } from "../support/ui-messages.ts";
import { PHONE } from "../support/viewports.ts";

/**
 * An author in « Mon espace » (issue #39, « Done when », first point, but the files), at 360 px
 * in French and Arabic, axe at each screen: she edits her abstract before the deadline, adds a
 * co-author with an Arabic-script name and a country, hands her the presentation; staff accept it
 * and send the decision mail (through the API); she reads the decision and confirms.
 */
const test = testWithMailServer;
test.use({ viewport: PHONE });

/** The text of the latest mail `address` received with a link to « Mon espace » and a token. */
async function signInLinkTo(server: ServerWithSmtp, address: string): Promise<string> {
  const find = () =>
    server.smtp.received
      .filter((mail) => mail.to && "value" in mail.to && mail.to.value[0]?.address === address)
      .map((mail) => /\/(?:(?:en|ar)\/)?mon-espace#[\w-]+/.exec(String(mail.text))?.[0])
      .find(Boolean);
  await expect.poll(find, { timeout: 30_000 }).toBeTruthy();
  return find() as string;
}

for (const locale of ["fr", "ar"] as const satisfies readonly Locale[]) {
  test(`in ${locale}: she edits her abstract, adds a co-author who presents, is accepted and confirms, at 360 px`, async ({
    page,
    browser,
    mailServer,
  }) => {
    test.setTimeout(90_000);
    const t = uiMessages(locale);
    const email = `${unique(`auteure-${locale}`)}@example.sn`;
    // Staff call the admin API only (the screens are other specs').
    const staffContext = await signedInStaffContext(browser, { baseURL: mailServer.baseURL });
    const staff = staffContext.request;
    const { id, reference } = await postPublicWithReference(
      page.request,
      "/api/submission",
      { ...validSubmission(), email },
      { "Accept-Language": locale },
    );
    const asked = await adminApiWrite(page.request, "POST", "/api/space/link", { email, locale });
    expect(asked.status()).toBe(202);
    await page.goto(await signInLinkTo(mailServer, email));
    const card = page.getByRole("article").filter({ hasText: reference });
    await expect(card).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(pathIn(locale, "/mon-espace"));

    // 1. Before the deadline: the title changed, a co-author added who presents.
    await card.getByRole("button", { name: t.space_submission_edit }).click();
    const title = card.getByLabel(t.submission_title as string);
    await expect(title).toHaveValue(validSubmission().title);
    await title.fill("Accès à la contraception en milieu rural : étude de 2025");
    await card.getByRole("button", { name: t.submission_add_author }).click();
    const third = card.getByRole("group", {
      name: fill(t.submission_author_n as string, { number: 3 }),
    });
    // « Nom » is also the end of « Prénom »: each label from its start.
    const labelled = (label: string | undefined) => third.getByLabel(new RegExp(`^${label}`));
    await labelled(t.registration_first_name).fill("ليلى");
    await labelled(t.registration_last_name).fill("بنعلي");
    await third.getByLabel(t.space_author_country as string).selectOption("MA");
    await third.getByLabel(t.submission_presenting as string).check();
    await expectNoAxeViolations(page);
    await card.getByRole("button", { name: t.space_submission_save }).click();
    await expect(card.getByText(t.space_submission_saved as string)).toBeVisible();
    await expect(card).toContainText("ليلى بنعلي (Maroc)");
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(
      "Accès à la contraception en milieu rural : étude de 2025",
    );

    // 2. Accepted: staff decide and send the decision mail.
    const decided = await adminApiWrite(staff, "PUT", `/api/admin/submissions/${id}/decision`, {
      status: "acceptee_orale",
      authorMessage: "Merci de prévoir 12 minutes.",
    });
    expect(decided.status(), await decided.text()).toBe(200);
    const sent = await adminApiWrite(staff, "POST", "/api/admin/decision-mails/send", {});
    expect(sent.status(), await sent.text()).toBe(200);
    await staffContext.close();
    await expect
      .poll(
        async () => {
          await page.reload();
          return card.textContent();
        },
        { timeout: 30_000 },
      )
      .toContain(t.space_decision_acceptee_orale as string);
    await expect(card).toContainText("Merci de prévoir 12 minutes.");
    await expect(card).toContainText(t.space_presentation_waiting as string);
    await expectNoAxeViolations(page);

    // 3. She confirms the presentation.
    await card.getByRole("button", { name: t.space_presentation_confirm }).click();
    await expect(card).toContainText(t.space_presentation_confirmed as string);
    await expect(card.getByRole("button", { name: t.space_presentation_confirm })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
}
