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

/** Abstracts submitted through the public API, titled `${tag} étude n`. */
async function submitAbstracts(
  page: Page,
  tag: string,
  count: number,
  overrides: Partial<ReturnType<typeof validSubmission>> = {},
) {
  const abstracts = [];
  for (let n = 1; n <= count; n++) {
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
        ...overrides,
      }),
    );
  }
  return abstracts;
}

/** A reviewer account created by the signed-in admin of `page`, assigned to `abstracts`. */
async function addReviewer(
  page: Page,
  name: string,
  language: "fr" | "en",
  abstracts: { id: number }[],
): Promise<Reviewer> {
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
  return { name, email, language, id };
}

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
  const abstracts = await submitAbstracts(page, tag, 2);
  const reviewers: Reviewer[] = [];
  for (const [name, language] of [
    ["Relectrice Fatou", "fr"],
    ["Reviewer John", "en"],
  ] as const) {
    reviewers.push(await addReviewer(page, name, language, abstracts));
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
  // The order applied is the one the menu names, and the spread is explained in words.
  await expect(page.getByLabel("Trier par").locator("option:checked")).toHaveText(
    "Note (décroissante)",
  );
  await expect(
    page.getByText(/Écart : différence entre la note la plus haute et la plus basse/),
  ).toBeVisible();
  // The table fits a 1280 px screen: nothing scrolls sideways, neither the page nor the table.
  const widths = await page.locator("table").evaluate((table) => ({
    table: table.scrollWidth,
    box: (table.parentElement as HTMLElement).clientWidth,
    page: document.documentElement.scrollWidth,
  }));
  expect(widths.table).toBeLessThanOrEqual(widths.box);
  expect(widths.page).toBeLessThanOrEqual(DESKTOP.width);
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
  // The decision column follows at once, without a reload (its cell is the one before Actions).
  for (const row of await rows.all()) {
    await expect(row.locator("td").nth(-2)).toHaveText("Acceptée (poster)");
  }
  // The committee reads each review's scores by the criteria's labels, out of 5.
  await page.getByRole("link", { name: `Voir la soumission #${abstracts[0]?.id}` }).click();
  await expect(page.getByText("Originalité 5/5 · Méthodologie 5/5").first()).toBeVisible();
  await expect(page.getByText("originalite", { exact: false })).toHaveCount(0);

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

for (const [device, viewport] of [
  ["desktop", DESKTOP],
  ["phone", PHONE],
] as const) {
  test(`a saved draft is shown again when the abstract is reopened, and typing adds to it (${device})`, async ({
    page,
    browser,
  }) => {
    const tag = unique("brouillon");
    await signInByApi(page, ADMIN.email, ADMIN.password);
    const [abstract] = await submitAbstracts(page, tag, 1);
    const reviewer = await addReviewer(
      page,
      "Relectrice Aminata",
      "fr",
      abstract ? [abstract] : [],
    );
    const context = await browser.newContext({ viewport });
    const reviewerPage = await context.newPage();
    await signInByApi(reviewerPage, reviewer.email, PASSWORD);
    await reviewerPage.goto("/admin/app/relecture");
    const title = `${tag} étude 1`;

    await reviewerPage.getByRole("link", { name: title }).click();
    for (const [index, label] of CRITERIA.fr.entries()) {
      const group = reviewerPage.getByRole("group", { name: label, exact: true });
      await group.getByRole("radio").first().focus();
      await reviewerPage.keyboard.press(String(index + 2));
    }
    await reviewerPage.getByLabel("Recommandation").selectOption({ label: "À réviser" });
    await reviewerPage.getByLabel("Commentaire pour les auteurs").fill("Méthode claire.");
    await reviewerPage
      .getByLabel("Commentaire pour le comité (confidentiel)")
      .fill("Échantillon petit.");
    await reviewerPage.getByRole("button", { name: "Enregistrer le brouillon" }).click();
    await expect(
      reviewerPage.getByRole("status").filter({ hasText: "Brouillon enregistré" }),
    ).toBeVisible();

    /** Back to the list, and the abstract again: the form shows what is stored. */
    const reopen = async () => {
      await reviewerPage.getByRole("link", { name: "Retour à la liste" }).click();
      await expect(reviewerPage.getByRole("listitem").filter({ hasText: title })).toContainText(
        "Brouillon",
      );
      await reviewerPage.getByRole("link", { name: title }).click();
      for (const [index, label] of CRITERIA.fr.entries()) {
        await expect(
          reviewerPage
            .getByRole("group", { name: label, exact: true })
            .getByRole("radio", { name: String(index + 2) }),
        ).toBeChecked();
      }
      await expect(reviewerPage.getByLabel("Recommandation")).toHaveValue("a_reviser");
      await expect(
        reviewerPage.getByLabel("Commentaire pour le comité (confidentiel)"),
      ).toHaveValue("Échantillon petit.");
    };
    await reopen();
    const authors = reviewerPage.getByLabel("Commentaire pour les auteurs");
    await expect(authors).toHaveValue("Méthode claire.");
    await authors.press("End");
    await authors.pressSequentially(" Tableaux lisibles.");
    await expect(
      reviewerPage.getByRole("status").filter({ hasText: "Brouillon enregistré" }),
    ).toBeVisible();
    expect(
      queryDatabase(
        "select status, scores, recommendation, comment_to_authors, comment_to_committee from review_assignments where submission_id = ? and reviewer_id = ?",
        abstract?.id,
        reviewer.id,
      ),
    ).toEqual([
      {
        status: "brouillon",
        scores: JSON.stringify({ originalite: 2, methodologie: 3, pertinence: 4, clarte: 5 }),
        recommendation: "a_reviser",
        comment_to_authors: "Méthode claire. Tableaux lisibles.",
        comment_to_committee: "Échantillon petit.",
      },
    ]);
    await reopen();
    await expect(authors).toHaveValue("Méthode claire. Tableaux lisibles.");
    await context.close();
  });
}

test("a tab opened before a save elsewhere is refused, says so, and shows the saved version on request", async ({
  page,
  browser,
}) => {
  const tag = unique("onglets");
  await signInByApi(page, ADMIN.email, ADMIN.password);
  const [abstract] = await submitAbstracts(page, tag, 1);
  const reviewer = await addReviewer(page, "Reviewer Kofi", "en", abstract ? [abstract] : []);
  const context = await browser.newContext({ viewport: DESKTOP });
  const [first, second] = [await context.newPage(), await context.newPage()];
  await signInByApi(first, reviewer.email, PASSWORD);
  for (const tab of [first, second]) {
    await tab.goto(`/admin/app/relecture/${abstract?.id}`);
    await expect(tab.getByLabel("Comment to the authors")).toHaveValue("");
  }
  await first.getByLabel("Comment to the authors").fill("Written in the first tab.");
  await expect(first.getByRole("status").filter({ hasText: "Draft saved" })).toBeVisible();

  await second.getByLabel("Comment to the committee (confidential)").fill("Second tab.");
  await expect(second.getByRole("alert")).toContainText(
    "This review was changed elsewhere (another tab or device) since you opened it",
  );
  const stored = () =>
    queryDatabase<{ comment_to_authors: string; comment_to_committee: string }>(
      "select comment_to_authors, comment_to_committee from review_assignments where submission_id = ? and reviewer_id = ?",
      abstract?.id,
      reviewer.id,
    );
  expect(stored()).toEqual([
    { comment_to_authors: "Written in the first tab.", comment_to_committee: "" },
  ]);
  await second.getByRole("button", { name: "Show the saved version" }).click();
  await expect(second.getByLabel("Comment to the authors")).toHaveValue(
    "Written in the first tab.",
  );
  await expect(second.getByRole("alert")).toHaveCount(0);
  await second.getByLabel("Comment to the committee (confidential)").fill("Second tab, again.");
  await expect(second.getByRole("status").filter({ hasText: "Draft saved" })).toBeVisible();
  expect(stored()).toEqual([
    { comment_to_authors: "Written in the first tab.", comment_to_committee: "Second tab, again." },
  ]);
  await context.close();
});

test("an English reviewer's frame is in English, an Arabic abstract reads right to left, and the scale says what 1 and 5 mean", async ({
  page,
  browser,
}) => {
  const tag = unique("arabe");
  await signInByApi(page, ADMIN.email, ADMIN.password);
  const [abstract] = await submitAbstracts(page, tag, 1, {
    category: "prevention",
    abstract:
      "مقدمة. دراسة مقطعية أجريت على ثلاثمائة امرأة في المناطق الريفية حول الوصول إلى وسائل منع الحمل.",
    keywords: "الوقاية، الصحة الجنسية",
  });
  const reviewer = await addReviewer(page, "Reviewer Amina", "en", abstract ? [abstract] : []);
  const context = await browser.newContext({ viewport: DESKTOP });
  const reviewerPage = await context.newPage();
  await signInByApi(reviewerPage, reviewer.email, PASSWORD);
  await reviewerPage.goto("/admin/app/relecture");
  const menu = reviewerPage.getByRole("navigation", { name: "Workspace menu" });
  await expect(menu.getByRole("link")).toHaveText(["My abstracts", "My account"]);
  await expect(reviewerPage.getByRole("link", { name: "Back to the website" })).toBeVisible();
  await reviewerPage.getByRole("button", { name: /^Account menu: / }).click();
  await expect(reviewerPage.getByRole("menuitem")).toHaveText([
    "My account",
    "Change my password",
    "Sign out",
  ]);
  await reviewerPage.keyboard.press("Escape");

  await reviewerPage.getByRole("link", { name: `${tag} étude 1` }).click();
  const text = reviewerPage.getByText(/^مقدمة\./);
  await expect(text).toBeVisible();
  expect(await text.evaluate((element) => getComputedStyle(element).direction)).toBe("rtl");
  await expect(
    reviewerPage.getByText("Category : Prevention · Type : Oral presentation"),
  ).toBeVisible();
  const originality = reviewerPage.getByRole("group", { name: "Originality", exact: true });
  await expect(originality).toHaveAccessibleDescription("1 = very poor, 5 = excellent");
  await expectNoAxeViolations(reviewerPage);

  await reviewerPage.goto("/admin/app/classement");
  await expect(reviewerPage.getByRole("heading", { level: 1 })).toHaveText("Access restricted");
  await expect(reviewerPage.getByRole("link", { name: "Go to: My abstracts" })).toBeVisible();
  await context.close();
});

test("a draft the server could not receive says so, keeps what was typed, and is saved on the next try", async ({
  page,
  browser,
}) => {
  const tag = unique("reseau");
  await signInByApi(page, ADMIN.email, ADMIN.password);
  const [abstract] = await submitAbstracts(page, tag, 1);
  const reviewer = await addReviewer(page, "Relecteur Moussa", "fr", abstract ? [abstract] : []);
  const context = await browser.newContext({ viewport: PHONE });
  const reviewerPage = await context.newPage();
  await signInByApi(reviewerPage, reviewer.email, PASSWORD);
  await reviewerPage.goto(`/admin/app/relecture/${abstract?.id}`);
  const authors = reviewerPage.getByLabel("Commentaire pour les auteurs");
  await expect(authors).toHaveValue("");

  // The connection drops for the saves only.
  const saves = `**/api/review/assignments/${abstract?.id}`;
  await reviewerPage.route(saves, (route) =>
    route.request().method() === "PUT" ? route.abort("internetdisconnected") : route.continue(),
  );
  await authors.fill("Écrit sans réseau.");
  await expect(
    reviewerPage
      .getByRole("status")
      .filter({ hasText: "Brouillon non enregistré : le serveur ne répond pas." }),
  ).toBeVisible();
  await expect(authors).toHaveValue("Écrit sans réseau.");

  await reviewerPage.unroute(saves);
  await reviewerPage.getByRole("button", { name: "Enregistrer le brouillon" }).click();
  await expect(
    reviewerPage.getByRole("status").filter({ hasText: "Brouillon enregistré" }),
  ).toBeVisible();
  expect(
    queryDatabase(
      "select comment_to_authors from review_assignments where submission_id = ? and reviewer_id = ?",
      abstract?.id,
      reviewer.id,
    ),
  ).toEqual([{ comment_to_authors: "Écrit sans réseau." }]);
  await context.close();
});
