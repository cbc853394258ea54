import type { RegistrationInput } from "@congres/shared";
import { validRegistration } from "@congres/shared/testing";
import { ADMIN } from "../support/admin-account.ts";
import { queryDatabase, unique } from "../support/database.ts";
import { fillRegistration, form, submitButton } from "../support/registration-form.ts";
import { signInByApi } from "../support/staff-accounts.ts";
import { expect, test } from "../support/test.ts";

test("a name in Arabic script may be given in Latin letters too, and staff find it by them", async ({
  page,
}) => {
  const registration: RegistrationInput = {
    ...validRegistration(),
    email: `${unique("latin")}@example.ma`,
    firstName: "فاطمة",
    lastName: "بنعلي",
  };
  await page.goto("/inscription");
  await fillRegistration(page, registration);
  const latinName = form(page).getByRole("textbox", { name: "Nom en lettres latines" });
  await latinName.fill("فاطمة بنعلي");
  await submitButton(page).click();
  await expect(
    form(page).getByText("Écrivez ce nom en lettres latines (A à Z, accents permis)"),
  ).toBeVisible();
  await expect(latinName).toBeFocused();
  // Other specs register Benalis too: a letters-only tag makes this one the only match.
  const tag = unique("n")
    .replace(/[^a-z]/g, "")
    .slice(-8);
  const latin = `Fatima Benali ${tag.charAt(0).toUpperCase()}${tag.slice(1)}`;
  await latinName.fill(latin);
  await submitButton(page).click();
  const dialog = page.getByRole("dialog", { name: "Inscription enregistrée" });
  await expect(dialog).toBeVisible();
  const [stored] = queryDatabase<{ id: number; latin_name: string }>(
    "SELECT id, latin_name FROM registrations WHERE email = ?",
    registration.email,
  );
  expect(stored?.latin_name).toBe(latin);

  await signInByApi(page, ADMIN.email, ADMIN.password);
  await page.goto(`/admin/app/inscriptions?q=${encodeURIComponent(`benali fatima ${tag}`)}`);
  await expect(page.locator("tbody tr")).toHaveCount(1);
  await page.goto(`/admin/app/inscriptions/${stored?.id}`);
  await expect(
    page
      .getByRole("term")
      .filter({ hasText: /^Nom en lettres latines$/ })
      .locator("xpath=following-sibling::dd[1]"),
  ).toHaveText(latin);
});
