import { edition } from "@congres/shared";
import { validRegistration, validSubmission } from "@congres/shared/testing";
import { mailTexts } from "../../apps/server/src/services/mail/mail-texts.ts";
import { mailTextsAr } from "../../apps/server/src/services/mail/mail-texts-ar.ts";
import { mailTextsEn } from "../../apps/server/src/services/mail/mail-texts-en.ts";
import type { ReceivedMail } from "../../apps/server/src/testing/smtp-test-server.ts";
import { unique } from "../support/database.ts";
import {
  fillRegistrationIn,
  fillSubmissionIn,
  registrationFormIn,
  submissionFormIn,
} from "../support/localized-forms.ts";
import { type ServerWithSmtp, testWithMailServer } from "../support/server-with-smtp.ts";
import { expect, type Page } from "../support/test.ts";
import { uiMessages } from "../support/ui-messages.ts";

/**
 * The delegate's confirmation reaches a real mailbox in the language the form was filled in: a
 * server of its own whose SMTP_URL is an SMTP server inside the test process (the main e2e
 * server has no SMTP).
 */
const test = testWithMailServer;

/** The mail written to `address` (its To header: the staff notice goes to the organisers). */
async function mailTo(server: ServerWithSmtp, address: string): Promise<ReceivedMail> {
  const find = () =>
    server.smtp.received.find(
      (mail) => mail.to && "value" in mail.to && mail.to.value[0]?.address === address,
    );
  await expect.poll(() => find() !== undefined, { timeout: 45_000 }).toBe(true);
  return find() as ReceivedMail;
}

/** Sends the form with `submit`, and reads the reference the success dialog (`title`) shows. */
async function referenceAfterSending(page: Page, title: string, submit: () => Promise<void>) {
  await submit();
  const reference = page.getByRole("dialog", { name: title }).getByRole("definition").first();
  await expect(reference).toHaveText(/\S/);
  return (await reference.textContent()) ?? "";
}

/** The `<html>` tag of a mail's HTML part: its `lang` and `dir`. */
const htmlTag = (mail: ReceivedMail) => /<html\b[^>]*>/i.exec(String(mail.html))?.[0] ?? "";

test("registering in English sends the confirmation in English, left to right", async ({
  page,
  mailServer,
}) => {
  test.setTimeout(90_000);
  const t = uiMessages("en");
  const email = `${unique("mail-en")}@example.gh`;
  await page.goto("/en/inscription");
  await fillRegistrationIn(page, t, { ...validRegistration(), email });
  const form = registrationFormIn(page, t);
  const reference = await referenceAfterSending(page, t.registration_success_title as string, () =>
    form.getByRole("button", { name: t.registration_submit }).click(),
  );

  const mail = await mailTo(mailServer, email);
  expect(mail.subject).toBe(mailTextsEn.registration.subject(edition.shortName, reference));
  expect(htmlTag(mail)).toMatch(/\blang="en"/);
  expect(htmlTag(mail)).toMatch(/\bdir="ltr"/);
  expect(mail.text).toContain(mailTextsEn.registration.heading);
  expect(mail.text).toContain(mailTextsEn.registration.referenceLabel);
  expect(mail.text).toContain(reference);
  // Not the French confirmation under an English subject.
  expect(mail.text).not.toContain(mailTexts.registration.heading);
});

test("submitting in Arabic sends the acknowledgement in Arabic, right to left", async ({
  page,
  mailServer,
}) => {
  test.setTimeout(90_000);
  const t = uiMessages("ar");
  const email = `${unique("mail-ar")}@example.ma`;
  const title = unique("الصحة الجنسية");
  await page.goto("/ar/soumissions");
  await fillSubmissionIn(page, t, { ...validSubmission(), email, title });
  const form = submissionFormIn(page, t);
  const reference = await referenceAfterSending(page, t.submission_success_title as string, () =>
    form.getByRole("button", { name: t.submission_submit }).click(),
  );

  const mail = await mailTo(mailServer, email);
  expect(mail.subject).toBe(mailTextsAr.submission.subject(edition.shortName, reference, title));
  expect(htmlTag(mail)).toMatch(/\blang="ar"/);
  expect(htmlTag(mail)).toMatch(/\bdir="rtl"/);
  expect(mail.text).toContain(mailTextsAr.submission.heading);
  expect(mail.text).toContain(mailTextsAr.submission.referenceLabel);
  // The title's Latin tail is isolated left to right, as every Latin run of an Arabic mail.
  const [arabic, latin] = title.split("-");
  expect(mail.text).toContain(`${arabic}-\u2066${latin}\u2069`);
  expect(mail.text).not.toContain(mailTexts.submission.heading);
});
