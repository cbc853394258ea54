import { readFileSync } from "node:fs";
import {
  BANK_DETAILS_WITHHELD_MESSAGE,
  edition,
  messages,
  type RegistrationInput,
} from "@congres/shared";
import { SPEC_COUNTRIES, validRegistration } from "@congres/shared/testing";
import { expectNoAxeViolations } from "../support/accessibility.ts";
import { searchAdminList, signInAsAdmin } from "../support/admin-session.ts";
import { queryDatabase, unique } from "../support/database.ts";
import { fillRegistration, form, submitButton } from "../support/registration-form.ts";
import { expect, test } from "../support/test.ts";

/** The `.eml` copy of a registration's confirmation, once the server has written it. */
function confirmationCopy(registrationId: number): string {
  const [mail] = queryDatabase<{ eml_file: string | null }>(
    "SELECT eml_file FROM outbox WHERE kind = 'registration_confirmation' AND entity_id = ?",
    registrationId,
  );
  return mail?.eml_file ? readFileSync(mail.eml_file, "utf8") : "";
}

const registrationFor = (email: string): RegistrationInput => ({ ...validRegistration(), email });

test("an empty registration shows every §5 message by its field and focuses the first", async ({
  page,
}) => {
  const sent: string[] = [];
  page.on("request", (request) => {
    // The page reads the fees and add-ons in force (GET, decision 0075): only a send counts.
    if (request.url().includes("/api/registration") && request.method() === "POST") {
      sent.push(request.url());
    }
  });
  await page.goto("/inscription");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inscription au congrès");
  await expectNoAxeViolations(page);

  await submitButton(page).click();
  const m = messages.registration;
  for (const message of [
    m.title,
    m.firstName,
    m.lastName,
    m.email,
    m.phone,
    m.specialty,
    m.institution,
    m.participationType,
    m.address,
    m.city,
    m.country,
    m.emergencyContact,
    m.emergencyPhone,
    m.termsAccepted,
  ]) {
    await expect(form(page).getByText(message, { exact: true })).toBeVisible();
  }
  await expect(form(page).getByRole("combobox", { name: "Titre" })).toBeFocused();
  await expect(
    form(page).getByRole("textbox", { name: "Prénom", exact: true }),
  ).toHaveAccessibleDescription(m.firstName);
  await expectNoAxeViolations(page);
  // Refused in the browser: nothing was sent.
  expect(sent).toEqual([]);
});

test("a valid registration stores exactly what was typed, then OK goes home", async ({ page }) => {
  const registration = registrationFor(`${unique("inscription")}@example.ma`);
  await page.goto("/inscription");
  await fillRegistration(page, registration);
  // Hold the request a moment to see the sending state.
  await page.route("**/api/registration", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  const posted = page.waitForRequest(
    (request) => request.method() === "POST" && request.url().endsWith("/api/registration"),
  );
  await submitButton(page).click();
  await expect(form(page).getByRole("button", { name: "Inscription en cours..." })).toBeDisabled();
  // The write carries the CSRF token of the cookie fetched just before it (§7).
  // The country goes as its ISO code; the server stores its French name (decision 0036).
  expect((await posted).postDataJSON().country).toBe("MA");
  const postedHeaders = (await posted).headers();
  const csrfCookie = (await page.context().cookies()).find(
    (cookie) => cookie.name === "XSRF-TOKEN",
  );
  expect(csrfCookie?.value).toBeTruthy();
  expect(postedHeaders["x-xsrf-token"]).toBe(decodeURIComponent(csrfCookie?.value ?? ""));

  const dialog = page.getByRole("dialog", { name: "Inscription enregistrée" });
  await expect(dialog).toContainText(
    "Votre demande d'inscription a été soumise avec succès. Vous recevrez une confirmation par email.",
  );
  await expect(dialog.getByRole("term")).toHaveText([
    "Votre référence d'inscription :",
    "Confirmation envoyée à :",
  ]);
  await expect(dialog.getByRole("definition").nth(1)).toHaveText(registration.email);
  await expect(dialog).toContainText("indiquez-la sur votre virement de 1 000 DH");
  await expectNoAxeViolations(page);
  const [stored] = queryDatabase<{ id: number; reference: string }>(
    "SELECT id, reference FROM registrations WHERE email = ?",
    registration.email,
  );
  expect(stored?.reference).toMatch(/^CPSS-[A-Z0-9]{5}$/);
  await expect(dialog.getByRole("definition").first()).toHaveText(stored?.reference ?? "missing");
  // Without SMTP_URL (the e2e server's case) the confirmation waits in the outbox and its copy
  // is written under DATA_DIR/mail.
  await expect
    .poll(() => confirmationCopy(stored?.id ?? 0), { timeout: 10_000 })
    .toContain(stored?.reference ?? "missing");
  expect(
    queryDatabase(
      `SELECT first_name, last_name, email, phone, title, specialty, institution, address, city,
        country, participation_type, accommodation_needed, dietary_restrictions, emergency_contact,
        emergency_phone, terms_accepted FROM registrations WHERE email = ?`,
      registration.email,
    ),
  ).toEqual([
    {
      first_name: registration.firstName,
      last_name: registration.lastName,
      email: registration.email,
      phone: registration.phone,
      title: registration.title,
      specialty: registration.specialty,
      institution: registration.institution,
      address: registration.address,
      city: registration.city,
      country: registration.country,
      participation_type: registration.participationType,
      accommodation_needed: 1,
      dietary_restrictions: registration.dietaryRestrictions,
      emergency_contact: registration.emergencyContact,
      emergency_phone: registration.emergencyPhone,
      terms_accepted: 1,
    },
  ]);

  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(dialog).toBeHidden();

  // Staff find that very confirmation in the admin's E-mails screen by its reference.
  await signInAsAdmin(page);
  await page.getByRole("link", { name: "E-mails" }).click();
  await expect(page.getByText("SMTP non configuré")).toBeVisible();
  await searchAdminList(page, stored?.reference ?? "missing");
  const rows = page.getByRole("row").filter({ hasText: registration.email });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(stored?.reference ?? "missing");
  await expect(rows).toContainText("En attente");
});

test("the French form names the specification's countries in its words, each by its ISO code", async ({
  page,
}) => {
  await page.goto("/inscription");
  const countries = form(page).getByRole("combobox", { name: "Pays" });
  for (const [code, name] of Object.entries(SPEC_COUNTRIES)) {
    await expect(countries.getByRole("option", { name, exact: true }), name).toHaveAttribute(
      "value",
      code,
    );
  }
  // Every other country is named by the platform, in French.
  await expect(countries.getByRole("option", { name: "Bénin", exact: true })).toHaveAttribute(
    "value",
    "BJ",
  );
  await expect(countries.locator("option").last()).toHaveText("Autre");
  await expect(countries.locator("option").last()).toHaveAttribute("value", "Autre");
});

test("the whole registration can be completed with the keyboard alone", async ({ page }) => {
  const email = `${unique("clavier")}@example.ma`;
  await page.goto("/inscription");
  const title = form(page).getByRole("combobox", { name: "Titre" });
  // Tab from the top of the page until the first field of the form has the focus.
  for (let presses = 0; presses < 40; presses++) {
    if (await title.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press("Tab");
  }
  await expect(title).toBeFocused();

  const typeThenTab = async (text: string) => {
    await page.keyboard.type(text);
    await page.keyboard.press("Tab");
  };
  await typeThenTab("Pr"); // Titre: type-ahead picks "Pr"
  await typeThenTab("Salma");
  await typeThenTab("Alaoui");
  await typeThenTab(""); // nom en lettres latines, left empty (the name is in Latin letters)
  await typeThenTab(email);
  await typeThenTab("0600000003");
  await typeThenTab("Sexologie");
  await typeThenTab("CHU Hassan II");
  await typeThenTab("Sexologue"); // Type de participation
  await typeThenTab("2 avenue des FAR");
  await typeThenTab("Fès");
  await typeThenTab("Maroc"); // Pays
  await page.keyboard.press("Space"); // hébergement
  await page.keyboard.press("Tab");
  await typeThenTab(""); // restrictions alimentaires, left empty
  await typeThenTab("Youssef Alaoui");
  await typeThenTab("0600000004");
  await typeThenTab(""); // code promo, left empty (decision 0075)
  await page.keyboard.press("Space"); // conditions
  await expect(
    form(page).getByRole("checkbox", { name: /^J'accepte les conditions/ }),
  ).toBeChecked();

  // The terms dialog opens and closes from the keyboard, focus coming back to its link.
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  const terms = page.getByRole("dialog", { name: "Conditions de participation" });
  await expect(terms).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(terms).toBeHidden();
  await expect(
    page.getByRole("button", { name: "Lire les conditions de participation" }),
  ).toBeFocused();

  await page.keyboard.press("Tab");
  await expect(submitButton(page)).toBeFocused();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Inscription enregistrée" });
  await expect(dialog.getByRole("button", { name: "OK" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/$/);

  expect(
    queryDatabase(
      "SELECT title, city, country, participation_type, accommodation_needed, dietary_restrictions FROM registrations WHERE email = ?",
      email,
    ),
  ).toEqual([
    {
      title: "prof",
      city: "Fès",
      country: "Maroc",
      participation_type: "sexologue",
      accommodation_needed: 1,
      dietary_restrictions: "",
    },
  ]);
});

test("a server failure shows HTTP 500 and keeps the form for another try", async ({ page }) => {
  await page.route("**/api/registration", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: "{}" }),
  );
  await page.goto("/inscription");
  await fillRegistration(page, registrationFor(`${unique("panne")}@example.ma`));
  await submitButton(page).click();

  const dialog = page.getByRole("dialog", { name: "Erreur" });
  await expect(dialog).toContainText("HTTP 500");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(page).toHaveURL(/\/inscription$/);
  await expect(form(page).getByRole("textbox", { name: "Prénom", exact: true })).toHaveValue(
    "Amina",
  );
  await expect(submitButton(page)).toBeEnabled();
});

test("a network failure shows the generic registration message", async ({ page }) => {
  await page.route("**/api/registration", (route) => route.abort());
  await page.goto("/inscription");
  await fillRegistration(page, registrationFor(`${unique("reseau")}@example.ma`));
  await submitButton(page).click();
  await expect(page.getByRole("dialog", { name: "Erreur" })).toContainText(
    "Une erreur est survenue lors de l'inscription. Veuillez réessayer.",
  );
});

test("the server's 422 messages come back on their fields", async ({ page }) => {
  await page.route("**/api/registration", (route) =>
    route.fulfill({
      status: 422,
      contentType: "application/json",
      body: JSON.stringify({
        message: messages.common.formInvalid,
        errors: { email: ["Cet email est déjà inscrit"] },
      }),
    }),
  );
  await page.goto("/inscription");
  await fillRegistration(page, registrationFor(`${unique("refus")}@example.ma`));
  await submitButton(page).click();
  const email = form(page).getByRole("textbox", { name: "Email", exact: true });
  await expect(email).toHaveAccessibleDescription("Cet email est déjà inscrit");
  await expect(email).toBeFocused();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("the fees come from the edition and the bank details fold open and closed", async ({
  page,
}) => {
  await page.goto("/inscription");
  const fees = page.getByRole("region", { name: "Frais d'inscription" });
  await expect(fees).toContainText("1 000 DH");
  await expect(fees).toContainText("500 DH");
  const toggle = page.getByRole("button", { name: "Coordonnées bancaires pour le virement" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByText("IBAN", { exact: true })).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByText("IBAN", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await toggle.click();
  await expect(page.getByText("IBAN", { exact: true })).toBeHidden();
});

test("the bank details come from the server: withheld in production, retried after a failure", async ({
  page,
}) => {
  // What a NODE_ENV=production server answers while the bank details are placeholders.
  let answer: "withheld" | "fail" = "withheld";
  await page.route("**/api/registration/bank-transfer", (route) =>
    answer === "fail"
      ? route.abort("connectionrefused")
      : route.fulfill({
          json: { published: false, message: BANK_DETAILS_WITHHELD_MESSAGE },
        }),
  );
  await page.goto("/inscription");
  const toggle = page.getByRole("button", { name: "Coordonnées bancaires pour le virement" });
  await toggle.click();
  await expect(page.getByText(BANK_DETAILS_WITHHELD_MESSAGE)).toBeVisible();
  await expect(page.getByText("IBAN", { exact: true })).toHaveCount(0);

  await page.reload();
  answer = "fail";
  await toggle.click();
  await expect(page.getByText(/n'ont pas pu être chargées/)).toContainText(edition.contact.email);
  await page.unroute("**/api/registration/bank-transfer");
  await toggle.click();
  await toggle.click();
  await expect(page.getByText(edition.bankTransfer.iban)).toBeVisible();
});
