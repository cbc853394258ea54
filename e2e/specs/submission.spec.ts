import { messages, type SubmissionInput } from "@congres/shared";
import { validSubmission, words } from "@congres/shared/testing";
import { expectNoAxeViolations } from "../support/accessibility.ts";
import { queryDatabase, unique } from "../support/database.ts";
import {
  acceptReview,
  acceptTerms,
  author,
  errorToast,
  fillSubmission,
  form,
  submitButton,
  textbox,
} from "../support/submission-form.ts";
import { expect, test } from "../support/test.ts";
import { PHONE } from "../support/viewports.ts";

test("the send button waits for both acceptance boxes; an empty form shows the §5 messages", async ({
  page,
}) => {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/submission")) sent.push(request.url());
  });
  await page.goto("/soumissions");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Soumission scientifique");
  await expectNoAxeViolations(page);
  await expect(submitButton(page)).toBeDisabled();
  await acceptTerms(page).check();
  await expect(submitButton(page)).toBeDisabled();
  await acceptReview(page).check();
  await expect(submitButton(page)).toBeEnabled();
  await acceptTerms(page).uncheck();
  await expect(submitButton(page)).toBeDisabled();
  await acceptTerms(page).check();

  await submitButton(page).click();
  // The toast first: it leaves after 6 s, which checking eleven messages can outlast on a busy
  // machine (it once did).
  await expect(errorToast(page)).toContainText(messages.common.formInvalid);
  const m = messages.submission;
  for (const message of [
    m.firstNameRequired,
    m.lastNameRequired,
    m.email,
    m.institution,
    m.country,
    m.submissionType,
    m.category,
    m.title,
    m.abstract,
    m.authorFirstNameRequired,
    m.authorLastNameRequired,
  ]) {
    await expect(form(page).getByText(message, { exact: true }).first()).toBeVisible();
  }
  await expect(textbox(page, "Prénom").first()).toBeFocused();
  await expectNoAxeViolations(page);
  // Refused in the browser: nothing was sent.
  expect(sent).toEqual([]);
});

test("the abstract counter warns above 330 words and a 331-word abstract is refused", async ({
  page,
}) => {
  const title = unique("trop long");
  await page.goto("/soumissions");
  const counter = page.getByTestId("abstract-counter");
  await expect(counter).toContainText("0/330");
  await fillSubmission(page, { ...validSubmission(), title, abstract: words(330) });
  await expect(counter).toContainText("330/330");
  await expect(counter).not.toHaveClass(/text-danger/);
  await expect(textbox(page, "Résumé")).toHaveAccessibleDescription(/330 mots au maximum/);

  await textbox(page, "Résumé").fill(words(331));
  await expect(counter).toContainText("331/330");
  await expect(counter).toHaveClass(/text-danger/);
  await submitButton(page).click();
  const tooLong = messages.submission.abstractTooLong;
  await expect(errorToast(page)).toContainText(tooLong);
  await expect(form(page).getByText(tooLong, { exact: true })).toBeVisible();
  await expect(textbox(page, "Résumé")).toBeFocused();
  await expect(submitButton(page)).toBeEnabled();
  expect(queryDatabase("SELECT id FROM submissions WHERE title = ?", title)).toEqual([]);
});

test("the conflict description shows only when a conflict is declared", async ({ page }) => {
  await page.goto("/soumissions");
  const declare = form(page).getByRole("checkbox", { name: "Je déclare un conflit d'intérêts" });
  const note = "Si vous ne cochez pas cette case, vous déclarez n'avoir aucun conflit d'intérêts.";
  const description = textbox(page, "Description du conflit d'intérêts");
  await expect(form(page).getByText(note)).toBeVisible();
  await expect(description).toHaveCount(0);
  await declare.check();
  await expect(description).toBeVisible();
  await expect(form(page).getByText(note)).toHaveCount(0);
  await declare.uncheck();
  await expect(description).toHaveCount(0);
  await expect(form(page).getByText(note)).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("a valid submission is stored with its authors, the button stays locked, OK goes home", async ({
    page,
  }) => {
    const submission: SubmissionInput = {
      ...validSubmission(),
      title: unique("Accès à la contraception"),
      hasConflictOfInterest: true,
      conflictDescription: "Financement d'un laboratoire",
    };
    await page.goto("/soumissions");
    await fillSubmission(page, submission);
    await form(page).getByRole("checkbox", { name: "Je déclare un conflit d'intérêts" }).check();
    await textbox(page, "Description du conflit d'intérêts").fill(
      submission.conflictDescription ?? "",
    );

    // Hold the request a moment to see the sending state.
    await page.route("**/api/submission", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await submitButton(page).click();
    await expect(form(page).getByRole("button", { name: "Envoi..." })).toBeDisabled();
    const dialog = page.getByRole("dialog", { name: "Soumission envoyée !" });
    await expect(dialog).toContainText(
      "Votre travail scientifique a été soumis avec succès. Vous recevrez une confirmation par email.",
    );
    await expectNoAxeViolations(page);
    // Behind the dialog the form stays locked: no second, duplicate submission.
    await expect(page.locator("form button[type=submit]")).toBeDisabled();

    const rows = queryDatabase<{ id: number } & Record<string, unknown>>(
      `SELECT id, first_name, last_name, email, phone, institution, department, country, submission_type,
        category, title, abstract, keywords, has_conflict_of_interest, conflict_description,
        accepts_terms, accepts_review FROM submissions WHERE title = ?`,
      submission.title,
    );
    expect(rows.map(({ id: _id, ...row }) => row)).toEqual([
      {
        first_name: submission.firstName,
        last_name: submission.lastName,
        email: submission.email,
        phone: submission.phone,
        institution: submission.institution,
        department: submission.department,
        country: submission.country,
        submission_type: submission.submissionType,
        category: submission.category,
        title: submission.title,
        abstract: submission.abstract,
        keywords: submission.keywords,
        has_conflict_of_interest: 1,
        conflict_description: submission.conflictDescription,
        accepts_terms: 1,
        accepts_review: 1,
      },
    ]);
    expect(
      queryDatabase(
        "SELECT first_name, last_name, email, affiliation, is_presenting FROM submission_authors WHERE submission_id = ? ORDER BY position",
        rows[0]?.id,
      ),
    ).toEqual(
      submission.authors.map((person) => ({
        first_name: person.firstName,
        last_name: person.lastName,
        email: person.email,
        affiliation: person.affiliation,
        is_presenting: person.isPresenting ? 1 : 0,
      })),
    );

    await dialog.getByRole("button", { name: "OK" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test("a server failure shows the error dialog and gives the button back", async ({ page }) => {
  await page.route("**/api/submission", (route) => route.fulfill({ status: 500, body: "" }));
  await page.goto("/soumissions");
  await fillSubmission(page, validSubmission());
  await submitButton(page).click();
  const dialog = page.getByRole("dialog", { name: "Erreur" });
  await expect(dialog).toContainText("Une erreur est survenue lors de la soumission.");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(page).toHaveURL(/\/soumissions$/);
  await expect(submitButton(page)).toBeEnabled();
});

test("a network failure shows the submission error message", async ({ page }) => {
  await page.route("**/api/submission", (route) => route.abort());
  await page.goto("/soumissions");
  await fillSubmission(page, validSubmission());
  await submitButton(page).click();
  await expect(page.getByRole("dialog", { name: "Erreur" })).toContainText(
    "Une erreur est survenue lors de la soumission.",
  );
});

test("the server's 422 messages come back on their fields, authors included", async ({ page }) => {
  await page.route("**/api/submission", (route) =>
    route.fulfill({
      status: 422,
      contentType: "application/json",
      body: JSON.stringify({
        message: messages.common.formInvalid,
        errors: { "authors.1.email": [messages.submission.authorEmail] },
      }),
    }),
  );
  await page.goto("/soumissions");
  await fillSubmission(page, validSubmission());
  await submitButton(page).click();
  const email = author(page, 2).getByRole("textbox", { name: "Email", exact: true });
  await expect(email).toHaveAccessibleDescription(messages.submission.authorEmail);
  await expect(email).toBeFocused();
  await expect(errorToast(page)).toContainText(messages.common.formInvalid);
  await expect(submitButton(page)).toBeEnabled();
});
