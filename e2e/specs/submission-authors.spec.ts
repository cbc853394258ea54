import { messages, type SubmissionInput } from "@congres/shared";
import { validSubmission } from "@congres/shared/testing";
import { expectNoAxeViolations } from "../support/accessibility.ts";
import {
  author,
  errorToast,
  fillSubmission,
  form,
  submitButton,
} from "../support/submission-form.ts";
import { expect, test } from "../support/test.ts";

// The authors of a submission (§4): at least one, exactly one presenting.

test("authors: the first presents, added ones do not, removal keeps at least one", async ({
  page,
}) => {
  await page.goto("/soumissions");
  const remove = (number: number) =>
    form(page).getByRole("button", { name: `Retirer l'auteur ${number}` });
  const presenting = (number: number) =>
    author(page, number).getByRole("radio", { name: "Présente le travail" });

  await expect(author(page, 1)).toBeVisible();
  await expect(presenting(1)).toBeChecked();
  await expect(remove(1)).toHaveCount(0);

  await form(page).getByRole("button", { name: "Ajouter un auteur" }).click();
  await expect(author(page, 2).getByRole("textbox", { name: "Prénom", exact: true })).toBeFocused();
  await expect(author(page, 2).getByRole("textbox", { name: "Prénom", exact: true })).toHaveValue(
    "",
  );
  await expect(presenting(2)).not.toBeChecked();
  await author(page, 2).getByRole("textbox", { name: "Prénom", exact: true }).fill("Moussa");
  // One presenter at a time: choosing the second one releases the first.
  await presenting(2).check();
  await expect(presenting(1)).not.toBeChecked();
  await expect(presenting(2)).toBeChecked();

  await remove(1).click();
  await expect(author(page, 2)).toHaveCount(0);
  await expect(author(page, 1).getByRole("textbox", { name: "Prénom", exact: true })).toHaveValue(
    "Moussa",
  );
  await expect(presenting(1)).toBeChecked();
  await expect(remove(1)).toHaveCount(0);
  await expect(form(page).getByRole("button", { name: "Ajouter un auteur" })).toBeFocused();
});

test("exactly one author presents: removing the presenter hands the role to the first one left", async ({
  page,
}) => {
  const sent: unknown[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/submission")) sent.push(request.postDataJSON());
  });
  await page.route("**/api/submission", (route) => route.fulfill({ status: 500, body: "" }));
  await page.goto("/soumissions");
  const presenting = (number: number) =>
    author(page, number).getByRole("radio", { name: "Présente le travail" });
  const addAuthor = form(page).getByRole("button", { name: "Ajouter un auteur" });
  const third = { firstName: "Aïcha", lastName: "Traoré", email: "", affiliation: "" };
  const submission: SubmissionInput = {
    ...validSubmission(),
    authors: [...validSubmission().authors, { ...third, isPresenting: false }],
  };
  await fillSubmission(page, submission);

  // Arrow keys move the choice within the group, as in any radio group.
  await presenting(1).focus();
  await page.keyboard.press("ArrowDown");
  await expect(presenting(2)).toBeChecked();
  await expect(presenting(2)).toBeFocused();
  await expect(form(page).getByRole("radio", { checked: true })).toHaveCount(1);

  await form(page).getByRole("button", { name: "Retirer l'auteur 2" }).click();
  await expect(addAuthor).toBeFocused();
  await expect(presenting(1)).toBeChecked();
  await expect(presenting(2)).not.toBeChecked();
  await expectNoAxeViolations(page);

  await submitButton(page).click();
  await expect(page.getByRole("dialog", { name: "Erreur" })).toBeVisible();
  const [body] = sent as SubmissionInput[];
  expect(body?.authors.map((person) => [person.lastName, person.isPresenting])).toEqual([
    ["Diallo", true],
    ["Traoré", false],
  ]);
});

test("a presenting-author refusal from the server shows on the authors", async ({ page }) => {
  const missing = messages.submission.presentingAuthorMissing;
  await page.route("**/api/submission", (route) =>
    route.fulfill({
      status: 422,
      contentType: "application/json",
      body: JSON.stringify({
        message: messages.common.formInvalid,
        errors: { authors: [missing] },
      }),
    }),
  );
  await page.goto("/soumissions");
  await fillSubmission(page, validSubmission());
  await submitButton(page).click();
  const authors = form(page).getByRole("group", { name: "Auteurs", exact: true });
  await expect(authors.getByRole("alert")).toHaveText(missing);
  await expect(
    author(page, 1).getByRole("radio", { name: "Présente le travail" }),
  ).toHaveAccessibleDescription(missing);
  await expect(errorToast(page)).toContainText(messages.common.formInvalid);
  await expectNoAxeViolations(page);
});
