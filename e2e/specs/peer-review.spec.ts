import { validSubmission } from "@congres/shared/testing";
import { expectNoAxeViolations } from "../support/accessibility.ts";
import { ADMIN } from "../support/admin-account.ts";
import { adminApiWrite } from "../support/admin-api.ts";
import { postPublicWithReference, searchAdminList } from "../support/admin-session.ts";
import { queryDatabase, unique } from "../support/database.ts";
import { signInByApi } from "../support/staff-accounts.ts";
import { expect, type Page, test } from "../support/test.ts";
import { DESKTOP, PHONE } from "../support/viewports.ts";

/**
 * Issue #23's journey (decision 0046): two reviewers score two abstracts, blind, one in French
 * at 360 px and one in English, with the keyboard; the committee ranks them and decides in bulk;
 * the decision mails are drafted with the reviewers' comments, never their names.
 */

const PASSWORD = "un-mot-de-passe-de-relecture";
const CRITERIA = {
  fr: ["Originalité", "Méthodologie", "Pertinence pour la santé sexuelle en Afrique", "Clarté"],
  en: ["Originality", "Methodology", "Relevance", "Clarity"],
};

type Reviewer = { name: string; email: string; language: "fr" | "en"; id: number };

/** Scores every criterion with a digit key, chooses a recommendation, writes to the authors, submits. */
async function reviewOpenAbstract(page: Page, reviewer: Reviewer, score: string, comment: string) {
  const fr = reviewer.language === "fr";
  for (const label of CRITERIA[reviewer.language]) {
    const group = page.getByRole("group", { name: label, exact: true });
    await group.getByRole("radio").first().focus();
    await page.keyboard.press(score);
    await expect(group.getByRole("radio", { name: score })).toBeChecked();
  }
  await page
    .getByLabel(fr ? "Recommandation" : "Recommendation")
    .selectOption({ label: fr ? "Accepter (poster)" : "Accept (poster)" });
  await page
    .getByLabel(fr ? "Commentaire pour les auteurs" : "Comment to the authors")
    .fill(comment);
  // Saved as typed: the draft reaches the server without a click.
  await expect(
    page.getByRole("status").filter({ hasText: fr ? "Brouillon enregistré" : "Draft saved" }),
  ).toBeVisible();
  await page.getByRole("button", { name: fr ? "Envoyer la relecture" : "Submit review" }).click();
  await expect(
    page.getByText(
      fr
        ? "Relecture envoyée. Elle ne peut plus être modifiée."
        : "Review submitted. It can no longer be changed.",
    ),
  ).toBeVisible();
}

test("two reviewers score two abstracts blind in French and English; the committee ranks, decides, and the mails carry the comments", async ({
  page,
  browser,
}) => {
  // Two reviewers' whole work and the committee's: a long journey on a shared 2-core machine.
  test.setTimeout(120_000);
  const tag = unique("relecture");
  await page.setViewportSize(DESKTOP);
  await signInByApi(page, ADMIN.email, ADMIN.password);

  // The ground, through the API: two abstracts, two reviewers, each on both.
  const abstracts = [];
  for (const n of [1, 2]) {
    const sample = validSubmission();
    abstracts.push(
      await postPublicWithReference(page.request, "/api/submission", {
        ...sample,
        lastName: `Auteur-${tag}`,
        email: `auteur${n}.${tag}@example.sn`,
        title: `${tag} étude ${n}`,
        authors: sample.authors.map((author, i) => ({
          ...author,
          email: i === 0 ? `a${n}.${tag}@example.sn` : "",
        })),
      }),
    );
  }
  const reviewers: Reviewer[] = [];
  for (const [name, language] of [
    ["Relectrice Fatou", "fr"],
    ["Reviewer John", "en"],
  ] as const) {
    const email = `${unique(language)}@example.org`;
    const created = await adminApiWrite(page.request, "POST", "/api/admin/users", {
      name,
      email,
      password: PASSWORD,
      role: "reviewer",
    });
    const { id } = (await created.json()) as { id: number };
    await adminApiWrite(page.request, "PUT", `/api/admin/users/${id}/review-profile`, {
      expertise: [],
      institution: "",
      language,
    });
    for (const abstract of abstracts) {
      const assigned = await adminApiWrite(
        page.request,
        "POST",
        `/api/admin/submissions/${abstract.id}/reviewers`,
        { userId: id },
      );
      expect(assigned.status()).toBe(201);
    }
    reviewers.push({ name, email, language, id });
  }

  for (const [index, reviewer] of reviewers.entries()) {
    const fr = reviewer.language === "fr";
    const context = await browser.newContext({ viewport: fr ? PHONE : DESKTOP });
    const reviewerPage = await context.newPage();
    await signInByApi(reviewerPage, reviewer.email, PASSWORD);
    await reviewerPage.goto("/admin/app/relecture");
    await expect(reviewerPage.getByRole("heading", { level: 1 })).toHaveText(
      fr ? "Mes résumés à relire" : "My abstracts to review",
    );
    await expect(reviewerPage.getByText(fr ? "0 / 2 relus" : "0 / 2 reviewed")).toBeVisible();
    await expectNoAxeViolations(reviewerPage);

    await reviewerPage.getByRole("link", { name: `${tag} étude 1` }).click();
    await expect(
      reviewerPage.getByRole("heading", { name: `${tag} étude 1`, level: 1 }),
    ).toBeVisible();
    // Blind: the authors' names, addresses and institution are not on the page.
    for (const identifying of [
      `Auteur-${tag}`,
      "Fatou Diallo",
      "Université Cheikh Anta Diop",
      `a1.${tag}`,
    ]) {
      await expect(reviewerPage.locator("main")).not.toContainText(identifying);
    }
    await expect(reviewerPage.getByText(fr ? /\(\d+ mots\)/ : /\(\d+ words\)/)).toBeVisible();
    await expectNoAxeViolations(reviewerPage);
    if (fr) {
      const width = await reviewerPage.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(360);
    }
    await reviewOpenAbstract(
      reviewerPage,
      reviewer,
      index === 0 ? "5" : "3",
      `${reviewer.language}: clair, ${tag}`,
    );

    await reviewerPage.getByRole("link", { name: fr ? "Suivant" : "Next" }).click();
    await expect(
      reviewerPage.getByRole("heading", { name: `${tag} étude 2`, level: 1 }),
    ).toBeVisible();
    await reviewOpenAbstract(reviewerPage, reviewer, "4", `${reviewer.language}: second, ${tag}`);
    await reviewerPage
      .getByRole("link", { name: fr ? "Retour à la liste" : "Back to the list" })
      .click();
    await expect(reviewerPage.getByText(fr ? "2 / 2 relus" : "2 / 2 reviewed")).toBeVisible();
    await context.close();
  }
  expect(
    queryDatabase<{ status: string }>(
      "select status from review_assignments where submission_id in (?, ?) group by status",
      abstracts[0]?.id,
      abstracts[1]?.id,
    ),
  ).toEqual([{ status: "envoyee" }]);

  // The committee: the ranking (5 and 3 on the first abstract: 2 points apart, flagged), then a bulk decision.
  await page.goto("/admin/app/classement");
  await searchAdminList(page, tag);
  const rows = page.locator("tbody tr");
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: `${tag} étude 1` })).toContainText("Désaccord");
  await expect(rows.filter({ hasText: `${tag} étude 2` })).toContainText("2 / 2");
  await expectNoAxeViolations(page);
  await page.getByRole("checkbox", { name: "Tout sélectionner sur cette page" }).check();
  await page.getByLabel("Décision pour la sélection").selectOption({ label: "Acceptée (poster)" });
  await expect(
    page.getByLabel("Joindre les commentaires des relecteurs (sans leurs noms)"),
  ).toBeChecked();
  await page.getByRole("button", { name: "Appliquer la décision" }).click();
  await page
    .getByRole("dialog", { name: "Appliquer la décision ?" })
    .getByRole("button", { name: "Appliquer" })
    .click();
  await expect(page.getByRole("status").filter({ hasText: "Décision appliquée" })).toBeVisible();

  const drafts = queryDatabase<{ template_data: string }>(
    "select template_data from outbox where kind = 'submission_decision' and status = 'draft' and entity_id in (?, ?)",
    abstracts[0]?.id,
    abstracts[1]?.id,
  ).map((row) => (JSON.parse(row.template_data) as { body: string }).body);
  expect(drafts).toHaveLength(2);
  for (const body of drafts) {
    expect(body).toContain("Commentaires des relecteurs :");
    expect(body).toContain(`fr: `);
    expect(body).toContain(`en: `);
    for (const reviewer of reviewers) {
      expect(body).not.toContain(reviewer.name);
      expect(body).not.toContain(reviewer.email);
    }
  }
  // "À envoyer": the committee reads the draft with the comments before sending it.
  await page.goto("/admin/app/a-envoyer");
  const card = page.getByRole("listitem").filter({ hasText: `${tag} étude 1` });
  await card.getByText("Lire le texte").click();
  await expect(card.getByText(`fr: clair, ${tag}`)).toBeVisible();
  await expect(card.getByText(`en: clair, ${tag}`)).toBeVisible();
});
