import { fileURLToPath } from "node:url";
import { validRegistration, validSubmission } from "@congres/shared/testing";
import { type RunningServer, startServer } from "../../bench/lib/server-process.ts";
import { expectNoAxeViolations } from "../support/accessibility.ts";
import { ADMIN } from "../support/admin-account.ts";
import { adminApiWrite } from "../support/admin-api.ts";
import { signInAsAdmin, signInThroughApi } from "../support/admin-session.ts";
import { unique } from "../support/database.ts";
import { fillRegistration, form } from "../support/registration-form.ts";
import { fillSubmission } from "../support/submission-form.ts";
import { test as base, expect, type Page } from "../support/test.ts";
import { pathIn, uiMessages } from "../support/ui-messages.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/**
 * Closing a form would refuse the registrations of every other spec running beside this one, so
 * these journeys get a server (and database) of their own.
 */
const test = base.extend<object, { privateServer: RunningServer }>({
  privateServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern.
    async ({}, use) => {
      const server = await startServer({
        root: ROOT,
        env: {
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
          WEB_ROOT: process.env.WEB_ROOT ?? "",
        },
      });
      await use(server);
      await server.stop();
    },
    // Starting a second server takes seconds on a busy machine: not the journey's time.
    { scope: "worker", timeout: 60_000 },
  ],
  baseURL: async ({ privateServer }, use) => use(privateServer.url),
});

/** Opens a public page and waits until it has asked the server whether its form is open. */
async function openPublicForm(page: Page, path: string) {
  const asked = page.waitForResponse("**/api/deadlines");
  await page.goto(path);
  await asked;
}

const CLOSED_SINCE =
  "Les inscriptions en ligne sont closes depuis le 1 janvier 2025 à 00:00 (heure de Casablanca).";

test("past the closing time set by staff, /inscription says registrations are closed and the API refuses", async ({
  page,
  playwright,
  privateServer,
}) => {
  // The longest journey of the suite: public page, API, dashboard, late entry, reopening.
  test.slow();
  await signInAsAdmin(page);
  // Unset by default: the form, as today.
  await openPublicForm(page, "/inscription");
  await expect(form(page)).toBeVisible();
  await fillRegistration(page, { ...validRegistration(), lastName: unique("Retard") });

  // Staff close registrations while a visitor is filling the form in.
  const set = await adminApiWrite(page.request, "PUT", "/api/admin/deadlines/registration", {
    closesAt: "2025-01-01T00:00",
  });
  expect(set.status(), await set.text()).toBe(200);
  await page.getByRole("button", { name: "Envoyer mon inscription" }).click();
  const refusal = page.getByRole("dialog", { name: "Erreur" });
  await expect(refusal).toContainText(
    "Les inscriptions sont closes depuis le 1 janvier 2025 à 00:00 (heure de Casablanca). Pour toute demande, écrivez à",
  );

  // The prerendered page learns it after hydration and shows the notice instead of the form.
  await page.goto("/inscription");
  await expect(page.getByRole("heading", { name: "Inscriptions closes" })).toBeVisible();
  await expect(page.getByText(CLOSED_SINCE)).toBeVisible();
  await expect(form(page)).toHaveCount(0);
  await expectNoAxeViolations(page);
  // Submissions have no closing time: their form is still there.
  await openPublicForm(page, "/soumissions");
  await expect(page.getByRole("form", { name: "Formulaire de soumission" })).toBeVisible();

  // A visitor's write is refused with the French reason.
  const visitor = await playwright.request.newContext({ baseURL: privateServer.url });
  await visitor.get("/sanctum/csrf-cookie");
  const token = (await visitor.storageState()).cookies.find((c) => c.name === "XSRF-TOKEN");
  const refused = await visitor.post("/api/registration", {
    data: validRegistration(),
    headers: { "X-XSRF-TOKEN": token?.value ?? "" },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toMatch(
    /^Les inscriptions sont closes depuis le 1 janvier 2025/,
  );
  await visitor.dispose();

  // The dashboard shows it, with who set it.
  await page.goto("/admin/app");
  const card = page.getByRole("article", { name: "Date limite des inscriptions" });
  await expect(card).toContainText("Closes");
  await expect(card).toContainText(
    "Closes depuis le 1 janvier 2025 à 00:00 (heure de Casablanca).",
  );
  await expect(card).toContainText(`Fixée dans l'administration par ${ADMIN.email}`);
  await expectNoAxeViolations(page);

  // Staff can still enter a late registration.
  await page.goto("/admin/app/inscriptions");
  await page.getByRole("link", { name: "Ajouter une inscription" }).click();
  await expect(page.getByRole("heading", { name: "Nouvelle inscription" })).toBeVisible();
  const lastName = unique("Tardif");
  await fillRegistration(page, { ...validRegistration(), lastName, participationType: "etudiant" });
  await page.getByRole("button", { name: "Enregistrer l'inscription" }).click();
  await expect(page.getByRole("heading", { name: /^Inscription #\d+$/ })).toBeVisible();
  await expect(page.getByRole("region", { name: "Paiement" })).toContainText("500,00 DH");
  await expect(page.getByRole("region", { name: "Historique" })).toContainText(
    "Inscription ajoutée par l'équipe",
  );
  await expect(page.getByRole("region", { name: "E-mails", exact: true })).toContainText(
    "Confirmation",
  );

  // Reopened from the dashboard: the public form is back.
  await page.goto("/admin/app");
  await card.getByRole("button", { name: "Supprimer la date limite" }).click();
  await expect(card).toContainText("Aucune date limite : le formulaire reste ouvert.");
  await openPublicForm(page, "/inscription");
  await expect(form(page)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Inscriptions closes" })).toHaveCount(0);
});

test("staff close and extend submissions from the dashboard", async ({ page }) => {
  await signInAsAdmin(page);
  const card = page.getByRole("article", { name: "Date limite des soumissions" });
  await expect(card).toContainText("Aucune date limite : le formulaire reste ouvert.");
  await card.getByLabel("Nouvelle date limite (heure de Casablanca)").fill("2025-09-28T23:59");
  await card.getByRole("button", { name: "Enregistrer" }).click();
  await expect(card).toContainText(
    "Closes depuis le 28 septembre 2025 à 23:59 (heure de Casablanca).",
  );
  await page.goto("/soumissions");
  await expect(page.getByRole("heading", { name: "Soumissions closes" })).toBeVisible();

  // Staff enter a late one from the admin, with the public form's fields and rules.
  await page.goto("/admin/app/soumissions");
  await page.getByRole("link", { name: "Ajouter une soumission" }).click();
  await expect(page.getByRole("heading", { name: "Nouvelle soumission" })).toBeVisible();
  const title = unique("Travail tardif");
  await fillSubmission(page, { ...validSubmission(), title });
  await page.getByRole("button", { name: "Enregistrer la soumission" }).click();
  await expect(page.getByRole("heading", { name: /^Soumission #\d+$/ })).toBeVisible();
  await expect(page.getByText(title, { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Historique" })).toContainText(
    "Soumission ajoutée par l'équipe",
  );

  await page.goto("/admin/app");
  await card.getByLabel("Nouvelle date limite (heure de Casablanca)").fill("2099-12-31T23:59");
  await card.getByRole("button", { name: "Enregistrer" }).click();
  await expect(card).toContainText("Ouvertes jusqu'au 31 décembre 2099 à 23:59");
  await openPublicForm(page, "/soumissions");
  await expect(page.getByRole("form", { name: "Formulaire de soumission" })).toBeVisible();
});

/**
 * A closing time after the announced 28 September, as each language's pages word it. A near one:
 * from late 2026 on, the test browser's time-zone data put Casablanca at UTC+0 (Node's: UTC+1).
 */
const LATER_CLOSING = "2025-10-15T23:59";
const LATER_CLOSING_WORDED = {
  fr: "15 octobre 2025 à 23:59 (heure de Casablanca)",
  en: "15 October 2025 at 23:59 (Casablanca time)",
  ar: "15 أكتوبر 2025 في 23:59 (بتوقيت الدار البيضاء)",
} as const;

test("the home countdown and every mention of the deadline follow the submissions' effective closing time", async ({
  page,
}) => {
  test.slow();
  await signInThroughApi(page.request);
  const setDeadline = async (closesAt: string | null) => {
    const path = "/api/admin/deadlines/submission";
    const answer = await (closesAt === null
      ? adminApiWrite(page.request, "DELETE", path)
      : adminApiWrite(page.request, "PUT", path, { closesAt }));
    expect(answer.status(), await answer.text()).toBe(200);
  };

  // Staff extend submissions past the announced 28 September; the visitor reads the pages on
  // 1 October: every page says the new date and counts down to it.
  await setDeadline(LATER_CLOSING);
  await page.clock.install({ time: new Date("2025-10-01T12:00:00+01:00") });
  for (const locale of ["fr", "en", "ar"] as const) {
    const t = uiMessages(locale);
    await openPublicForm(page, pathIn(locale, "/"));
    const call = page.getByRole("region", { name: t.home_call_title });
    await expect(call.locator("strong")).toHaveText(LATER_CLOSING_WORDED[locale]);
    const days = page.getByRole("list", { name: t.countdown_label }).getByRole("listitem");
    await expect(days.first()).toHaveText(`14${t.countdown_days}`);
    await expect(page.getByText(t.countdown_over_title as string)).toHaveCount(0);

    await openPublicForm(page, pathIn(locale, "/soumissions"));
    const fact = page.getByRole("listitem").filter({ hasText: t.submissions_deadline });
    await expect(fact).toContainText(LATER_CLOSING_WORDED[locale]);
  }

  // Closed by staff: the home page says the period is over, /soumissions is closed.
  await setDeadline("2025-01-01T00:00");
  await openPublicForm(page, "/");
  await expect(page.getByText("Délai expiré")).toBeVisible();
  await expect(page.getByText("1 janvier 2025 à 00:00 (heure de Casablanca)")).toBeVisible();
  await openPublicForm(page, "/soumissions");
  await expect(page.getByRole("heading", { name: "Soumissions closes" })).toBeVisible();

  // Nothing set: the announced date again (the seed's behaviour), and the form open.
  await setDeadline(null);
  await openPublicForm(page, "/");
  await expect(
    page.getByRole("region", { name: "Appel à communications" }).locator("strong"),
  ).toHaveText("28 septembre 2025 à 23:59 (heure de Casablanca)");
  await openPublicForm(page, "/soumissions");
  await expect(page.getByRole("form", { name: "Formulaire de soumission" })).toBeVisible();
});

test("no page shows the announced date while it waits to learn the closing time staff set later", async ({
  page,
}) => {
  await signInThroughApi(page.request);
  const set = await adminApiWrite(page.request, "PUT", "/api/admin/deadlines/submission", {
    closesAt: LATER_CLOSING,
  });
  expect(set.status(), await set.text()).toBe(200);
  await page.clock.install({ time: new Date("2025-10-01T12:00:00+01:00") });

  for (const [path, where] of [
    ["/", () => page.getByRole("region", { name: "Appel à communications" }).locator("strong")],
    ["/soumissions", () => page.getByRole("listitem").filter({ hasText: "Date limite" })],
  ] as const) {
    // The server's answer is held back, as on a slow phone network, until the test lets it go.
    let answer = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route("**/api/deadlines", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(path);
    await expect(page.getByText("28 septembre 2025", { exact: false })).toBeHidden();
    // Its place kept (no layout shift) but not shown: the countdown shows dashes meanwhile.
    const words = where().locator("[data-deadline-pending]");
    await expect(words).toHaveText("28 septembre 2025 à 23:59 (heure de Casablanca)");
    await expect(words).toBeHidden();
    answer();
    await expect(where()).toContainText("15 octobre 2025 à 23:59 (heure de Casablanca)");
    await expect(words).toHaveCount(0);
    await page.unrouteAll();
  }
});
