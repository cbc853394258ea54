import { messagesAr } from "@congres/shared/messages-ar";
import { messagesEn } from "@congres/shared/messages-en";
import { validSubmission } from "@congres/shared/testing";
import { expectNoAxeViolations } from "../support/accessibility.ts";
import { queryDatabase, unique } from "../support/database.ts";
import {
  acceptSubmissionCommitmentsIn,
  fillSubmissionIn,
  submissionFormIn,
} from "../support/localized-forms.ts";
import { expect, test } from "../support/test.ts";
import { fill, uiMessages } from "../support/ui-messages.ts";
import { DESKTOP, PHONE } from "../support/viewports.ts";

const LANGUAGES = [
  { locale: "en", catalogue: messagesEn },
  { locale: "ar", catalogue: messagesAr },
] as const;

const isSubmissionPost = (request: { method(): string; url(): string }) =>
  request.method() === "POST" && request.url().endsWith("/api/submission");

for (const viewport of [PHONE, DESKTOP]) {
  for (const { locale, catalogue } of LANGUAGES) {
    test(`submitting in ${locale} at ${viewport.width} px: browser errors, the server's 422 and the success dialog in ${locale}`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const t = uiMessages(locale);
      const sent: string[] = [];
      page.on("request", (request) => {
        if (isSubmissionPost(request)) sent.push(request.url());
      });
      await page.goto(`/${locale}/soumissions`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        t.submissions_heading as string,
      );
      const form = submissionFormIn(page, t);
      const submit = form.getByRole("button", { name: t.submission_submit });
      const errorToast = page.getByRole("status").filter({ hasText: t.form_error_title });
      const firstName = form
        .getByRole("textbox", { name: t.registration_first_name, exact: true })
        .first();

      // An empty form: the browser's checks speak the page's language, and nothing is sent.
      await expect(submit).toBeDisabled();
      await acceptSubmissionCommitmentsIn(page, t);
      await submit.click();
      // The toast first: it leaves after 6 s, which checking every message can outlast.
      await expect(errorToast).toContainText(catalogue.common.formInvalid);
      const m = catalogue.submission;
      for (const message of [
        m.firstNameRequired,
        m.email,
        m.institution,
        m.country,
        m.submissionType,
        m.category,
        m.title,
        m.abstract,
        m.authorFirstNameRequired,
      ]) {
        await expect(form.getByText(message, { exact: true }).first()).toBeVisible();
      }
      await expect(firstName).toBeFocused();
      expect(sent).toEqual([]);

      // A value the browser would refuse, put into the request on its way: the server's 422
      // answers in the page's language and its message lands on the field.
      const title = unique(`i18n-soumission-${locale}`);
      await fillSubmissionIn(page, t, { ...validSubmission(), title });
      await page.route("**/api/submission", async (route) => {
        const body = JSON.parse(route.request().postData() ?? "{}");
        await route.continue({ postData: JSON.stringify({ ...body, firstName: "A" }) });
      });
      const refused = page.waitForResponse((response) => isSubmissionPost(response.request()));
      await submit.click();
      const refusal = await refused;
      expect(refusal.status()).toBe(422);
      expect(refusal.request().headers()["accept-language"]).toBe(locale);
      expect((await refusal.json()).errors.firstName).toEqual([m.firstName]);
      await expect(form.getByText(m.firstName, { exact: true })).toBeVisible();
      await expect(firstName).toBeFocused();
      await expect(errorToast).toContainText(catalogue.common.formInvalid);
      expect(queryDatabase("SELECT id FROM submissions WHERE title = ?", title)).toEqual([]);

      // Sent as typed, the submission is stored with its language and the dialog says so.
      await page.unroute("**/api/submission");
      await expect(submit).toBeEnabled();
      await submit.click();
      const dialog = page.getByRole("dialog", { name: t.submission_success_title });
      await expect(dialog).toContainText(t.submission_success_text as string);
      await expect(dialog.getByRole("term")).toHaveText([
        fill(t.label_colon as string, { label: t.submission_success_reference as string }),
        fill(t.label_colon as string, { label: t.submission_success_sent_to as string }),
      ]);
      const [stored] = queryDatabase<{ reference: string; language: string }>(
        "SELECT reference, language FROM submissions WHERE title = ?",
        title,
      );
      expect(stored?.language).toBe(locale);
      await expect(dialog.getByRole("definition")).toHaveText([
        stored?.reference ?? "",
        validSubmission().email,
      ]);
      await expectNoAxeViolations(page);

      await dialog.getByRole("button", { name: t.dialog_ok }).click();
      await expect(page).toHaveURL(`/${locale}`);
    });
  }
}
