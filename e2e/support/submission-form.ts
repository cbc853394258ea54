import type { SubmissionInput } from "@congres/shared";
import type { Page } from "@playwright/test";

/** The /soumissions form's controls, as a visitor finds them by role and label. */
export const form = (page: Page) => page.getByRole("form", { name: "Formulaire de soumission" });
export const submitButton = (page: Page) =>
  form(page).getByRole("button", { name: "Soumettre mon travail" });
export const textbox = (page: Page, name: string) =>
  form(page).getByRole("textbox", { name, exact: true });
export const author = (page: Page, number: number) =>
  form(page).getByRole("group", { name: `Auteur ${number}`, exact: true });
export const acceptTerms = (page: Page) =>
  form(page).getByRole("checkbox", { name: /^J'accepte les conditions de soumission/ });
export const acceptReview = (page: Page) =>
  form(page).getByRole("checkbox", { name: /^J'accepte que mon travail soit évalué/ });
export const errorToast = (page: Page) => page.getByRole("status").filter({ hasText: "Erreur" });

/** Fills every field of the form with `submission`, authors included, and ticks both boxes. */
export async function fillSubmission(page: Page, submission: SubmissionInput) {
  await textbox(page, "Prénom").first().fill(submission.firstName);
  await textbox(page, "Nom").first().fill(submission.lastName);
  await textbox(page, "Email").first().fill(submission.email);
  await textbox(page, "Téléphone").fill(submission.phone ?? "");
  await textbox(page, "Institution").fill(submission.institution);
  await textbox(page, "Service ou département").fill(submission.department ?? "");
  await form(page).getByRole("combobox", { name: "Pays" }).selectOption(submission.country);
  await form(page)
    .getByRole("combobox", { name: "Type de soumission" })
    .selectOption(submission.submissionType);
  await form(page).getByRole("combobox", { name: "Catégorie" }).selectOption(submission.category);
  await textbox(page, "Titre du travail").fill(submission.title);
  await textbox(page, "Résumé").fill(submission.abstract);
  await textbox(page, "Mots-clés").fill(submission.keywords ?? "");
  for (const [index, person] of submission.authors.entries()) {
    if (index > 0) await form(page).getByRole("button", { name: "Ajouter un auteur" }).click();
    const fields = author(page, index + 1);
    await fields.getByRole("textbox", { name: "Prénom", exact: true }).fill(person.firstName);
    await fields.getByRole("textbox", { name: "Nom", exact: true }).fill(person.lastName);
    await fields.getByRole("textbox", { name: "Email", exact: true }).fill(person.email ?? "");
    await fields.getByRole("textbox", { name: "Affiliation" }).fill(person.affiliation ?? "");
    if (person.isPresenting) {
      await fields.getByRole("radio", { name: "Présente le travail" }).check();
    }
  }
  await acceptTerms(page).check();
  await acceptReview(page).check();
}
