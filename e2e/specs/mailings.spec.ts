import { validRegistration } from "@congres/shared/testing";
import { expectNoAxeViolations } from "../support/accessibility.ts";
import { ADMIN } from "../support/admin-account.ts";
import { adminApiWrite } from "../support/admin-api.ts";
import { postPublicWithReference } from "../support/admin-session.ts";
import { testWithMailServer } from "../support/server-with-smtp.ts";
import { signInByApi } from "../support/staff-accounts.ts";
import { expect, type Page, test as testWithoutSmtp } from "../support/test.ts";
import { PHONE } from "../support/viewports.ts";

/**
 * A mailing to a filtered group (issue #26) leaves through a real SMTP server inside the test
 * process: this journey runs against a server of its own (the main e2e server has no SMTP).
 */
const test = testWithMailServer;

/** Nothing on the screen sticks out at the side: a 360 px phone never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

const STUDENTS = { kind: "registrations", participationType: ["etudiant"] } as const;

test("compose for the students, preview one, test it, edit it, send to the filtered group, watch the mails leave and cancel the rest", async ({
  page,
  mailServer,
}) => {
  test.setTimeout(120_000);
  const { smtp } = mailServer;
  await signInByApi(page, ADMIN.email, ADMIN.password);
  // Students already registered by other journeys of this server count too.
  const before = await adminApiWrite(page.request, "POST", "/api/admin/mailings/count", {
    audience: STUDENTS,
  });
  expect(before.status()).toBe(200);
  const { recipients: already } = (await before.json()) as { recipients: number };

  const tag = Date.now().toString(36);
  // Two to preview by name, and enough others that mails still wait (one leaves a second by
  // default) when the rest is cancelled.
  const people = ["Salma", "Yassine", ...Array.from({ length: 14 }, (_, n) => `Etudiant${n}`)].map(
    (firstName) => ({
      ...validRegistration(),
      firstName,
      lastName: `Envoi-${tag}`,
      email: `${firstName.toLowerCase()}.${tag}@example.ma`,
      participationType: "etudiant",
    }),
  );
  const references = [];
  for (const person of people) {
    references.push(
      (await postPublicWithReference(page.request, "/api/registration", person)).reference,
    );
  }
  // A professional, outside the filter: never written to.
  await postPublicWithReference(page.request, "/api/registration", {
    ...validRegistration(),
    lastName: `Hors-${tag}`,
    email: `hors.${tag}@example.ma`,
  });
  const expected = already + people.length;

  // The whole journey on the smallest phone the admin supports.
  await page.setViewportSize(PHONE);
  await page.goto("/admin/app");
  await page
    .getByRole("navigation", { name: "Menu d'administration" })
    .getByRole("link", { name: "Messages groupés" })
    .click();
  await page.getByRole("link", { name: "Nouveau message" }).click();
  await page.getByRole("combobox", { name: "Public" }).selectOption({ label: "Inscriptions" });
  await page.getByRole("checkbox", { name: "Étudiant" }).check();
  await expect(page.getByRole("status")).toHaveText(`${expected} personnes dans ce public`);
  await page.getByRole("textbox", { name: "Objet (français)" }).fill("Infos, {{prenom}}");
  await page
    .getByRole("textbox", { name: "Texte (français, Markdown)" })
    .fill("Bonjour {{prenom}},\n\nVotre référence : **{{reference}}**.");
  await page.getByRole("tab", { name: "Anglais" }).click();
  await page.getByRole("textbox", { name: "Objet (anglais)" }).fill("Practical information");
  await page.getByRole("tab", { name: "Français" }).click();
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await page.getByRole("button", { name: "Enregistrer et prévisualiser" }).click();

  // The draft corrected: "Modifier" opens the composer with its audience and texts.
  // Named by its subject, the placeholder shown by its name rather than as raw liquid.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Infos, [Prénom]");
  await page.getByRole("link", { name: "Modifier" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Modifier le message groupé");
  await expect(page.getByRole("checkbox", { name: "Étudiant" })).toBeChecked();
  await expect(page.getByRole("status")).toHaveText(`${expected} personnes dans ce public`);
  const subject = page.getByRole("textbox", { name: "Objet (français)" });
  await expect(subject).toHaveValue("Infos, {{prenom}}");
  await subject.fill("Infos pratiques, {{prenom}}");
  await page.getByRole("button", { name: "Enregistrer et prévisualiser" }).click();

  // The preview for one chosen person: their first name and reference filled in.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Infos pratiques, [Prénom]");
  await page
    .getByRole("searchbox", { name: "Chercher un destinataire" })
    .fill(`Yassine Envoi-${tag}`);
  const recipient = page.getByRole("combobox", { name: "Destinataire de l'aperçu" });
  await expect(recipient.getByRole("option")).toHaveCount(2);
  await recipient.selectOption(people[1]?.email ?? "");
  await expect(page.getByText("Objet : Infos pratiques, Yassine")).toBeVisible();
  await expect(page.locator("pre")).toContainText(`Votre référence : ${references[1]}`);
  await expectNoSidewaysScroll(page);

  // A test to oneself, as Yassine will receive it, marked as a test.
  await page.getByRole("button", { name: "M'envoyer un essai" }).click();
  await expect(page.getByText("Essai envoyé", { exact: true })).toBeVisible();
  await expect
    .poll(() => smtp.received.find((mail) => mail.subject === "[Essai] Infos pratiques, Yassine"))
    .toMatchObject({ envelopeTo: [ADMIN.email] });

  await page.getByRole("button", { name: "Envoyer", exact: true }).click();
  const confirm = page.getByRole("dialog", { name: `Envoyer à ${expected} personnes ?` });
  await confirm.getByRole("button", { name: "Envoyer" }).click();
  await expect(confirm).toBeHidden();

  // Progress read live: the first mails leave at the pace, then what has not left is cancelled.
  const count = (label: string) =>
    page.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd");
  await expect(count("Envoyés")).not.toHaveText("0", { timeout: 60_000 });
  await page.getByRole("button", { name: "Annuler l'envoi" }).click();
  const cancel = page.getByRole("dialog", { name: "Annuler l'envoi ?" });
  await cancel.getByRole("button", { name: "Annuler l'envoi" }).click();
  await expect(cancel).toBeHidden();
  // A mail a worker held when the cancel came still leaves; then nothing waits.
  await expect(count("En attente")).toHaveText("0");
  await expect(page.locator("dd").getByText("Annulé", { exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page);
  const sent = Number(await count("Envoyés").textContent());
  const cancelled = Number(await count("Annulés").textContent());
  expect(cancelled).toBeGreaterThan(0);
  expect(sent + cancelled).toBe(expected);

  const ours = smtp.received.filter((mail) => mail.subject?.startsWith("Infos pratiques, "));
  expect(ours).toHaveLength(sent);
  expect(
    smtp.received.some(
      (mail) =>
        mail.subject?.startsWith("Infos") && mail.envelopeTo.includes(`hors.${tag}@example.ma`),
    ),
  ).toBe(false);
});

/**
 * The main e2e server has no SMTP server, as `npm start` without SMTP_URL: the mailings' screen
 * says so before anyone sends; and a draft is deleted after a confirmation (issue #36 item 12).
 */
testWithoutSmtp(
  "says that no SMTP server is set, and deletes a draft after confirming",
  async ({ page }) => {
    await signInByApi(page, ADMIN.email, ADMIN.password);
    const subject = `Brouillon ${Date.now().toString(36)}, {{prenom}}`;
    const created = await adminApiWrite(page.request, "POST", "/api/admin/mailings", {
      audience: { kind: "registrations" },
      subject: { fr: subject },
      body: { fr: "Bonjour {{prenom}}" },
    });
    expect(created.status()).toBe(201);
    const title = subject.replace("{{prenom}}", "[Prénom]");

    await page.setViewportSize(PHONE);
    await page.goto("/admin/app/envois");
    const notice = page.getByRole("note");
    await expect(notice.getByRole("heading", { name: "SMTP non configuré" })).toBeVisible();
    await expect(notice).toContainText(
      "Aucun message ne part de ce serveur : les messages envoyés restent en file d'attente",
    );
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);

    await page.getByRole("link", { name: `Voir le message « ${title} »` }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    // Once deleted, the draft's screen reads nothing of it again: a 404 there, answered before
    // the list's screen replaced it, sent the browser to /admin (seen on a clean-clone run).
    const { id } = (await created.json()) as { id: number };
    const deletedAt: number[] = [];
    const readsAfterDelete: string[] = [];
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (request.method() === "DELETE") deletedAt.push(Date.now());
      else if (deletedAt.length > 0 && path.startsWith(`/api/admin/mailings/${id}`)) {
        readsAfterDelete.push(path);
      }
    });
    await page.getByRole("button", { name: "Supprimer" }).click();
    const dialog = page.getByRole("dialog", { name: "Confirmer la suppression" });
    await expect(dialog).toContainText("Cette action est irréversible.");
    await dialog.getByRole("button", { name: "Supprimer" }).click();
    await expect(page.getByText("Brouillon supprimé", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/app\/envois$/);
    expect(readsAfterDelete).toEqual([]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Messages groupés");
    await expect(page.getByRole("link", { name: `Voir le message « ${title} »` })).toHaveCount(0);
    const journal = await page.request.get("/api/admin/audit?action=mailing.delete");
    expect(JSON.stringify(await journal.json())).toContain(title);
  },
);
