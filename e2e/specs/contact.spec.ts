import { DEFAULT_CONTACT_SUBJECT, messages } from "@congres/shared";
import { validContact } from "@congres/shared/testing";
import { expectNoAxeViolations } from "../support/accessibility.ts";
import { queryDatabase, unique } from "../support/database.ts";
import { expect, type Page, test } from "../support/test.ts";
import { PHONE } from "../support/viewports.ts";

const form = (page: Page) => page.getByRole("form", { name: "Formulaire de contact" });
const textbox = (page: Page, name: string) =>
  form(page).getByRole("textbox", { name, exact: true });
const sendButton = (page: Page) => form(page).getByRole("button", { name: "Envoyer le message" });

async function fillContact(page: Page, email: string) {
  const contact = validContact();
  await textbox(page, "Prénom").fill(contact.firstName ?? "");
  await textbox(page, "Nom").fill(contact.lastName ?? "");
  await textbox(page, "Email").fill(email);
  await textbox(page, "Téléphone").fill(contact.phone ?? "");
  await textbox(page, "Institution").fill(contact.institution ?? "");
  await textbox(page, "Sujet").fill(contact.subject ?? "");
  await textbox(page, "Message").fill(contact.message);
  return { ...contact, email };
}

test("the contact page shows the organisers' details and an empty message is refused", async ({
  page,
}) => {
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("CONTACT ORGANISATION");
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "contact@congres-sexologie.ma" })).toHaveAttribute(
    "href",
    "mailto:contact@congres-sexologie.ma",
  );
  await expect(main.getByRole("link", { name: "+212 5 22 00 00 00" })).toHaveAttribute(
    "href",
    "tel:+212522000000",
  );
  await expect(main.getByRole("link", { name: /Voir sur la carte/ })).toHaveAttribute(
    "href",
    /google\.com\/maps/,
  );
  await expect(main.getByText("30-31 octobre et 1er novembre 2025")).toBeVisible();
  await expect(page.getByRole("region", { name: "Organisation" })).toContainText(
    "Association Marocaine de Sexologie",
  );
  await expect(page.locator("iframe")).toHaveAttribute("loading", "lazy");
  await expect(textbox(page, "Sujet")).toHaveValue(DEFAULT_CONTACT_SUBJECT);
  await expectNoAxeViolations(page);

  await sendButton(page).click();
  await expect(form(page).getByText(messages.contact.email, { exact: true })).toBeVisible();
  await expect(form(page).getByText(messages.contact.message, { exact: true })).toBeVisible();
  await expect(textbox(page, "Email")).toBeFocused();
  await expectNoAxeViolations(page);
});

test("the form still starts when another island's code cannot be loaded", async ({ page }) => {
  // The header's island comes first on the page; its chunk never arrives.
  await page.route("**/site-header-island-*.js", (route) => route.abort());
  await page.goto("/contact");
  await sendButton(page).click();
  await expect(form(page).getByText(messages.contact.message, { exact: true })).toBeVisible();
  // The page says its islands are done, one having failed (what tests wait for).
  await expect(page.locator("html")).toHaveAttribute("data-islands", "failed");
});

test("when the form's checks cannot load, the server's own checks answer on the fields", async ({
  page,
}) => {
  // zod and the form's schema load at the first focus (lib/lazy-resolver.ts); here they never do.
  const schemas = page.waitForRequest("**/assets/*/schemas-*.js");
  await page.route("**/assets/*/schemas-*.js", (route) => route.abort());
  const refused = page.waitForResponse(
    (response) => response.url().endsWith("/api/contact") && response.status() === 422,
  );
  await page.goto("/contact");
  await fillContact(page, "pas-une-adresse");
  await schemas;
  await sendButton(page).click();
  await refused;
  await expect(form(page).getByText(messages.contact.email, { exact: true })).toBeVisible();
  await expect(textbox(page, "Email")).toHaveAttribute("aria-invalid", "true");
});

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("a message is stored with its institution, the form is reset and OK goes home", async ({
    page,
  }) => {
    await page.goto("/contact");
    const contact = await fillContact(page, `${unique("contact")}@example.ma`);
    await page.route("**/api/contact", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await sendButton(page).click();
    await expect(form(page).getByRole("button", { name: "Envoi..." })).toBeDisabled();

    const dialog = page.getByRole("dialog", { name: "Message envoyé" });
    await expect(dialog).toContainText(
      "Merci de nous avoir contactés, nous reviendrons vers vous rapidement.",
    );
    await expectNoAxeViolations(page);
    expect(
      queryDatabase(
        "SELECT first_name, last_name, email, phone, institution, subject, message FROM contact_messages WHERE email = ?",
        contact.email,
      ),
    ).toEqual([
      {
        first_name: contact.firstName,
        last_name: contact.lastName,
        email: contact.email,
        phone: contact.phone,
        institution: contact.institution,
        subject: contact.subject,
        message: contact.message,
      },
    ]);

    // The form behind the dialog is already emptied (the modal hides it from the roles tree).
    await expect(page.locator("form [name=email]")).toHaveValue("");
    await expect(page.locator("form [name=message]")).toHaveValue("");
    await expect(page.locator("form [name=subject]")).toHaveValue(DEFAULT_CONTACT_SUBJECT);

    await dialog.getByRole("button", { name: "OK" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test("a server failure or a network failure shows the contact error message", async ({ page }) => {
  let answer: "500" | "abort" = "500";
  await page.route("**/api/contact", (route) =>
    answer === "500" ? route.fulfill({ status: 500, body: "" }) : route.abort(),
  );
  await page.goto("/contact");
  await fillContact(page, `${unique("echec")}@example.ma`);
  await sendButton(page).click();
  const dialog = page.getByRole("dialog", { name: "Erreur" });
  await expect(dialog).toContainText("Erreur lors de l'envoi du message.");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(textbox(page, "Message")).toHaveValue(validContact().message);

  answer = "abort";
  await sendButton(page).click();
  await expect(dialog).toContainText("Erreur lors de l'envoi du message.");
});

test("too many messages from one connection: the server's French 429 message is shown, the text kept", async ({
  page,
}) => {
  // The server's answer past its per-address limit (plugins/address-limits.ts).
  const message =
    "Trop d'envois depuis votre connexion. Pour protéger le site, les envois sont limités : veuillez réessayer dans 42 secondes.";
  await page.route("**/api/contact", (route) =>
    route.fulfill({
      status: 429,
      headers: { "retry-after": "42" },
      contentType: "application/json; charset=utf-8",
      body: JSON.stringify({ message }),
    }),
  );
  await page.goto("/contact");
  await fillContact(page, `${unique("limite")}@example.ma`);
  await sendButton(page).click();
  const dialog = page.getByRole("dialog", { name: "Erreur" });
  await expect(dialog).toContainText(message);
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(textbox(page, "Message")).toHaveValue(validContact().message);
});
