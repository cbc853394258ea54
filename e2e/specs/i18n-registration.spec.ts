import { messagesAr } from "@congres/shared/messages-ar";
import { messagesEn } from "@congres/shared/messages-en";
import { validRegistration } from "@congres/shared/testing";
import { expectNoAxeViolations } from "../support/accessibility.ts";
import { queryDatabase, unique } from "../support/database.ts";
import { fillRegistrationIn } from "../support/localized-forms.ts";
import { expect, test } from "../support/test.ts";
import { fill, uiMessages } from "../support/ui-messages.ts";
import { DESKTOP, PHONE } from "../support/viewports.ts";

const LANGUAGES = [
  { locale: "en", catalogue: messagesEn, country: "Morocco", benin: "Benin", fee: "1 000 DH" },
  { locale: "ar", catalogue: messagesAr, country: "المغرب", benin: "بنين", fee: "1 000 DH" },
] as const;

for (const viewport of [PHONE, DESKTOP]) {
  for (const { locale, catalogue, country, benin, fee } of LANGUAGES) {
    test(`registering in ${locale} at ${viewport.width} px: errors, choices and the success dialog in ${locale}`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const t = uiMessages(locale);
      const sent: string[] = [];
      page.on("request", (request) => {
        if (request.url().endsWith("/api/registration")) sent.push(request.method());
      });
      await page.goto(`/${locale}/inscription`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        t.inscription_heading as string,
      );
      const form = page.getByRole("form", { name: t.registration_form_label });
      const submit = form.getByRole("button", { name: t.registration_submit });
      await expect(submit).toBeEnabled();

      // The browser's checks speak the page's language, and nothing is sent.
      await submit.click();
      for (const message of [
        catalogue.registration.firstName,
        catalogue.registration.email,
        catalogue.registration.termsAccepted,
      ]) {
        await expect(form.getByText(message, { exact: true })).toBeVisible();
      }
      await expect(form.getByRole("combobox", { name: t.registration_title })).toBeFocused();
      expect(sent).toEqual([]);
      // The country list reads in the page's language; its values are ISO codes (decision 0036).
      const countries = form.getByRole("combobox", { name: t.registration_country });
      await expect(countries.getByRole("option", { name: country, exact: true })).toHaveAttribute(
        "value",
        "MA",
      );
      // Every country, Africa's 54 first: Benin is no longer "Autre" (issue #28 item 13).
      const africa = countries.locator("optgroup").first();
      await expect(africa).toHaveAttribute("label", t.countries_africa as string);
      await expect(africa.locator("option")).toHaveCount(54);
      await expect(africa.getByRole("option", { name: benin, exact: true })).toHaveAttribute(
        "value",
        "BJ",
      );
      await expect(countries.locator("optgroup").nth(1)).toHaveAttribute(
        "label",
        t.countries_rest_of_world as string,
      );

      const email = `${unique(`i18n-${locale}`)}@example.ma`;
      // Benin chosen by its name in the page's language: the form sends its code, the server
      // stores its French name.
      await fillRegistrationIn(page, t, { ...validRegistration(), email, country: benin });
      const posted = page.waitForRequest(
        (request) => request.method() === "POST" && request.url().endsWith("/api/registration"),
      );
      await submit.click();
      expect((await posted).headers()["accept-language"]).toBe(locale);
      expect((await posted).postDataJSON().country).toBe("BJ");

      const dialog = page.getByRole("dialog", { name: t.registration_success_title });
      await expect(dialog).toContainText(t.registration_success_text as string);
      await expect(dialog.getByRole("term")).toHaveText([
        fill(t.label_colon as string, { label: t.registration_success_reference as string }),
        fill(t.label_colon as string, { label: t.registration_success_sent_to as string }),
      ]);
      await expect(dialog).toContainText(
        fill(t.registration_success_note as string, { amount: fee }),
      );
      const [stored] = queryDatabase<{ reference: string; country: string }>(
        "SELECT reference, country FROM registrations WHERE email = ?",
        email,
      );
      expect(stored?.country).toBe("Bénin");
      await expect(dialog.getByRole("definition").first()).toHaveText(stored?.reference ?? "");
      await expectNoAxeViolations(page);

      await dialog.getByRole("button", { name: t.dialog_ok }).click();
      await expect(page).toHaveURL(`/${locale}`);
    });
  }
}

for (const { locale, catalogue } of LANGUAGES) {
  test(`the server refuses a bad registration in ${locale}, as the page's forms ask it to`, async ({
    request,
  }) => {
    await request.get("/sanctum/csrf-cookie");
    const state = await request.storageState();
    const token = state.cookies.find((cookie) => cookie.name === "XSRF-TOKEN")?.value ?? "";
    const email = `${unique(`i18n-422-${locale}`)}@example.ma`;
    const response = await request.post("/api/registration", {
      headers: { "X-XSRF-TOKEN": decodeURIComponent(token), "Accept-Language": locale },
      data: { ...validRegistration(), email, firstName: "A" },
    });
    expect(response.status()).toBe(422);
    const body = await response.json();
    expect(body.errors.firstName).toEqual([catalogue.registration.firstName]);
    expect(queryDatabase("SELECT id FROM registrations WHERE email = ?", email)).toEqual([]);
  });
}
