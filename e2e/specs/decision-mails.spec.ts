import { validSubmission } from "@congres/shared/testing";
import type { ReceivedMail } from "../../apps/server/src/testing/smtp-test-server.ts";
import { expectNoAxeViolations } from "../support/accessibility.ts";
import { postPublicWithReference, signInAsAdmin } from "../support/admin-session.ts";
import { testWithMailServer } from "../support/server-with-smtp.ts";
import { expect, type Page } from "../support/test.ts";

/**
 * The decision e-mails reach real mailboxes: this journey runs against a server of its own
 * whose SMTP_URL is an SMTP server inside the test process (the main e2e server has no SMTP).
 */
const test = testWithMailServer;

/** A presenting author, a co-author with an address, one without; the submitter apart. */
const submissionOf = (tag: string) => ({
  ...validSubmission(),
  firstName: "Khady",
  lastName: `Fall-${tag}`,
  email: `soumission.${tag}@example.sn`,
  title: `Étude ${tag} sur la santé sexuelle`,
  authors: [
    {
      firstName: "Mariam",
      lastName: `Traoré-${tag}`,
      email: `mariam.${tag}@example.ml`,
      affiliation: "USTTB, Bamako",
      isPresenting: true,
    },
    {
      firstName: "Omar",
      lastName: `Benjelloun-${tag}`,
      email: `omar.${tag}@example.ma`,
      affiliation: "CHU Ibn Rochd",
      isPresenting: false,
    },
    { firstName: "Moussa", lastName: "Ndiaye", email: "", affiliation: "", isPresenting: false },
  ],
});

/** The address a received mail was written to (its To header, not its envelope). */
const firstTo = (mail: ReceivedMail) =>
  (mail.to && "value" in mail.to ? mail.to.value[0]?.address : undefined) ?? "";

const row = (page: Page, reference: string) =>
  page.locator("tbody tr").filter({ hasText: reference });

test("bulk decision, drafts reviewed and edited, then exactly the expected mails leave", async ({
  page,
  mailServer,
}) => {
  test.setTimeout(150_000);
  const { smtp } = mailServer;
  const a = await postPublicWithReference(page.request, "/api/submission", submissionOf("a"));
  const b = await postPublicWithReference(page.request, "/api/submission", submissionOf("b"));
  const c = await postPublicWithReference(page.request, "/api/submission", submissionOf("c"));
  // Each submission's acknowledgement and staff notice leave first; only decisions follow.
  await expect.poll(() => smtp.received.length, { timeout: 45_000 }).toBe(6);
  smtp.received.length = 0;

  await signInAsAdmin(page);
  await page
    .getByRole("navigation", { name: "Menu d'administration" })
    .getByRole("link", { name: "Soumissions" })
    .click();
  await expect(row(page, a.reference)).toContainText("Soumise");

  // "Tout sélectionner sur cette page", then one row unticked: a and b stay selected.
  await page.getByRole("checkbox", { name: "Tout sélectionner sur cette page" }).check();
  await page.getByRole("checkbox", { name: `Sélectionner la soumission #${c.id}` }).uncheck();
  await expect(page.getByText("2 soumissions sélectionnée(s)")).toBeVisible();
  await page.getByLabel("Décision pour la sélection").selectOption({ label: "Acceptée (orale)" });
  await page.getByRole("button", { name: "Appliquer la décision" }).click();
  const confirm = page.getByRole("dialog", { name: "Appliquer la décision ?" });
  await expect(confirm).toContainText("« Acceptée (orale) » pour 2 soumissions");
  await expectNoAxeViolations(page);
  await confirm.getByRole("button", { name: "Appliquer" }).click();
  await expect(confirm).toBeHidden();
  await expect(row(page, a.reference)).toContainText("Acceptée (orale)");
  await expect(row(page, b.reference)).toContainText("Acceptée (orale)");
  await expect(row(page, c.reference)).toContainText("Soumise");

  // The decision filter is kept in the address bar.
  await page.getByLabel("Décision", { exact: true }).selectOption({ label: "Acceptée (orale)" });
  await expect(page).toHaveURL(/status=acceptee_orale/);
  await expect(page.locator("tbody tr")).toHaveCount(2);
  await expect(row(page, c.reference)).toHaveCount(0);

  // The book of abstracts now holds the two accepted ones (rendered by the compiled server).
  const bookLink = page.getByRole("link", { name: "Livre des résumés (PDF)" });
  const book = await page.request.get((await bookLink.getAttribute("href")) ?? "");
  expect(book.headers()["content-type"]).toBe("application/pdf");
  expect((await book.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");

  // The third from its detail, with a message to the author and an internal note.
  await page.goto(`/admin/app/soumissions/${c.id}`);
  await page.getByLabel("Décision du comité").selectOption({ label: "Refusée" });
  await page.getByLabel("Note du comité").fill("Hors sujet (interne)");
  await page
    .getByLabel("Message à l'auteur")
    .fill("Nous vous encourageons à soumettre l'an prochain.");
  await page.getByRole("button", { name: "Enregistrer la décision" }).click();
  await expect(page.getByText("Décision : Soumise → Refusée")).toBeVisible();
  // Nothing has left yet: decisions are drafts.
  expect(smtp.received).toHaveLength(0);

  await page
    .getByRole("navigation", { name: "Menu d'administration" })
    .getByRole("link", { name: "À envoyer" })
    .click();
  await expect(page.getByRole("heading", { name: "À envoyer", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Acceptée (orale) (2)" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Refusée (1)" })).toBeVisible();
  await expectNoAxeViolations(page);

  const toA = `Mariam Traoré-a <mariam.a@example.ml>`;
  await page.getByRole("button", { name: `Modifier l'e-mail à ${toA}` }).click();
  await page.getByLabel("Objet").fill("CPSS 2025 – Votre communication est retenue");
  const text = page.getByLabel("Texte de l'e-mail");
  await expect(text).toHaveValue(/Bonjour Mariam Traoré-a,/);
  await text.fill("Chère collègue,\n\nVotre communication est retenue. Texte revu par le comité.");
  await page.getByRole("button", { name: "Enregistrer le brouillon" }).click();
  await expect(
    page.getByRole("heading", { name: "CPSS 2025 – Votre communication est retenue" }),
  ).toBeVisible();

  // The edited one alone first: one mail, three people.
  await page.getByRole("checkbox", { name: `Sélectionner l'e-mail à ${toA}` }).check();
  await page.getByRole("button", { name: "Envoyer la sélection (1)" }).click();
  let dialog = page.getByRole("dialog", { name: "Envoyer la sélection ?" });
  await expect(dialog).toContainText("1 e-mail à 3 personnes (destinataires et copies)");
  await dialog.getByRole("button", { name: "Envoyer" }).click();
  await expect(page.getByRole("heading", { name: "Acceptée (orale) (1)" })).toBeVisible();

  await page.getByRole("button", { name: "Tout envoyer (2)" }).click();
  dialog = page.getByRole("dialog", { name: "Envoyer tous les e-mails ?" });
  await expect(dialog).toContainText("2 e-mails à 6 personnes (destinataires et copies)");
  await dialog.getByRole("button", { name: "Envoyer" }).click();
  await expect(page.getByText("Aucun e-mail de décision à envoyer.")).toBeVisible();

  await expect.poll(() => smtp.received.length, { timeout: 20_000 }).toBe(3);
  const received = [...smtp.received].sort((x, y) => firstTo(x).localeCompare(firstTo(y)));
  const summary = received.map((mail) => ({
    subject: mail.subject,
    envelope: [...mail.envelopeTo].sort(),
  }));
  expect(summary).toEqual([
    {
      subject: "CPSS 2025 – Votre communication est retenue",
      envelope: ["mariam.a@example.ml", "omar.a@example.ma", "soumission.a@example.sn"],
    },
    {
      subject: `CPSS 2025 – Votre résumé ${b.reference} est accepté en communication orale`,
      envelope: ["mariam.b@example.ml", "omar.b@example.ma", "soumission.b@example.sn"],
    },
    {
      subject: `CPSS 2025 – Décision concernant votre résumé ${c.reference}`,
      envelope: ["mariam.c@example.ml", "omar.c@example.ma", "soumission.c@example.sn"],
    },
  ]);
  const [mailA, mailB, mailC] = received;
  expect(mailA?.text).toContain("Texte revu par le comité.");
  expect(mailA && firstTo(mailA)).toBe("mariam.a@example.ml");
  expect(mailA?.cc && "value" in mailA.cc ? mailA.cc.value : []).toEqual([
    { name: "Omar Benjelloun-a", address: "omar.a@example.ma" },
    { name: "Khady Fall-a", address: "soumission.a@example.sn" },
  ]);
  expect(mailB?.text).toContain("Bonjour Mariam Traoré-b,");
  expect(mailB?.text).toContain(b.reference);
  expect(mailC?.text).toContain("Nous vous encourageons à soumettre l'an prochain.");
  expect(mailC?.text).not.toContain("Hors sujet");
  // Sent once: nothing else arrives.
  await page.waitForTimeout(1500);
  expect(smtp.received).toHaveLength(3);
});
