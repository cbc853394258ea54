import type { RegistrationInput } from "@congres/shared";
import type { Page } from "@playwright/test";

/** The registration form's controls (/inscription, and staff's late entry in the admin). */
export const form = (page: Page) => page.getByRole("form", { name: "Formulaire d'inscription" });
export const submitButton = (page: Page) =>
  page.getByRole("button", { name: "Envoyer mon inscription" });

/** Fills every field with `registration` and ticks the conditions. */
export async function fillRegistration(page: Page, registration: RegistrationInput) {
  const fields = form(page);
  await fields.getByRole("combobox", { name: "Titre" }).selectOption(registration.title);
  await fields.getByRole("textbox", { name: "Prénom", exact: true }).fill(registration.firstName);
  await fields.getByRole("textbox", { name: "Nom", exact: true }).fill(registration.lastName);
  await fields.getByRole("textbox", { name: "Email", exact: true }).fill(registration.email);
  await fields.getByRole("textbox", { name: "Téléphone", exact: true }).fill(registration.phone);
  await fields
    .getByRole("textbox", { name: "Spécialité", exact: true })
    .fill(registration.specialty);
  await fields
    .getByRole("textbox", { name: "Institution", exact: true })
    .fill(registration.institution);
  await fields
    .getByRole("combobox", { name: "Type de participation" })
    .selectOption(registration.participationType);
  await fields.getByRole("textbox", { name: "Adresse", exact: true }).fill(registration.address);
  await fields.getByRole("textbox", { name: "Ville", exact: true }).fill(registration.city);
  await fields.getByRole("combobox", { name: "Pays" }).selectOption(registration.country);
  await fields
    .getByRole("checkbox", { name: /^J'ai besoin d'un hébergement/ })
    .setChecked(registration.accommodationNeeded === true);
  await fields
    .getByRole("textbox", { name: "Restrictions alimentaires", exact: true })
    .fill(registration.dietaryRestrictions ?? "");
  await fields
    .getByRole("textbox", { name: "Contact d'urgence", exact: true })
    .fill(registration.emergencyContact);
  await fields
    .getByRole("textbox", { name: "Téléphone d'urgence", exact: true })
    .fill(registration.emergencyPhone);
  await fields.getByRole("checkbox", { name: /^J'accepte les conditions/ }).check();
}
