import { countryFormValue, type RegistrationInput, type SubmissionInput } from "@congres/shared";
import type { Page } from "@playwright/test";
import { fill, type UiMessages } from "./ui-messages.ts";

/**
 * The public forms under /en and /ar, found through their labels in the page's language (`t`, the
 * Paraglide catalogue of that language): a label left in French would not be found. A country is
 * chosen by its stored French name (the seed's samples: its ISO code in the list) or by its name
 * in the page's language.
 */

export const registrationFormIn = (page: Page, t: UiMessages) =>
  page.getByRole("form", { name: t.registration_form_label });

export const submissionFormIn = (page: Page, t: UiMessages) =>
  page.getByRole("form", { name: t.submission_form_label });

/** Fills the registration form with `r` (email included) and ticks the conditions. */
export async function fillRegistrationIn(page: Page, t: UiMessages, r: RegistrationInput) {
  const form = registrationFormIn(page, t);
  const text = (key: string) => form.getByRole("textbox", { name: t[key], exact: true });
  await form.getByRole("combobox", { name: t.registration_title }).selectOption(r.title);
  await text("registration_first_name").fill(r.firstName);
  await text("registration_last_name").fill(r.lastName);
  await text("registration_email").fill(r.email);
  await text("registration_phone").fill(r.phone);
  await text("registration_specialty").fill(r.specialty);
  await text("registration_institution").fill(r.institution);
  await form
    .getByRole("combobox", { name: t.registration_participation })
    .selectOption(r.participationType);
  await text("registration_address").fill(r.address);
  await text("registration_city").fill(r.city);
  await form
    .getByRole("combobox", { name: t.registration_country })
    .selectOption(countryFormValue(r.country));
  await text("registration_emergency_contact").fill(r.emergencyContact);
  await text("registration_emergency_phone").fill(r.emergencyPhone);
  await form.getByRole("checkbox", { name: t.registration_terms }).check();
}

/** Ticks the two commitments, which the send button waits for. */
export async function acceptSubmissionCommitmentsIn(page: Page, t: UiMessages) {
  const form = submissionFormIn(page, t);
  await form.getByRole("checkbox", { name: t.submission_accept_terms }).check();
  await form.getByRole("checkbox", { name: t.submission_accept_review }).check();
}

/** Fills every field of the submission form with `s`, authors included, and ticks both boxes. */
export async function fillSubmissionIn(page: Page, t: UiMessages, s: SubmissionInput) {
  const form = submissionFormIn(page, t);
  const text = (key: string) => form.getByRole("textbox", { name: t[key], exact: true });
  await text("registration_first_name").first().fill(s.firstName);
  await text("registration_last_name").first().fill(s.lastName);
  await text("registration_email").first().fill(s.email);
  await text("registration_phone").fill(s.phone ?? "");
  await text("registration_institution").fill(s.institution);
  await text("submission_department").fill(s.department ?? "");
  await form
    .getByRole("combobox", { name: t.registration_country })
    .selectOption(countryFormValue(s.country));
  await form.getByRole("combobox", { name: t.submission_type }).selectOption(s.submissionType);
  await form.getByRole("combobox", { name: t.submission_category }).selectOption(s.category);
  await text("submission_title").fill(s.title);
  await text("submission_abstract").fill(s.abstract);
  await text("submission_keywords").fill(s.keywords ?? "");
  for (const [index, person] of s.authors.entries()) {
    if (index > 0) await form.getByRole("button", { name: t.submission_add_author }).click();
    const author = form.getByRole("group", {
      name: fill(t.submission_author_n as string, { number: index + 1 }),
      exact: true,
    });
    const field = (key: string) => author.getByRole("textbox", { name: t[key], exact: true });
    await field("registration_first_name").fill(person.firstName);
    await field("registration_last_name").fill(person.lastName);
    await field("registration_email").fill(person.email ?? "");
    await field("submission_affiliation").fill(person.affiliation ?? "");
    if (person.isPresenting) {
      await author.getByRole("radio", { name: t.submission_presenting }).check();
    }
  }
  await acceptSubmissionCommitmentsIn(page, t);
}
