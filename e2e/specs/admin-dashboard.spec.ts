import { formatCentimes } from "@congres/shared";
import { validRegistration, validSubmission } from "@congres/shared/testing";
import { expectNoAxeViolations } from "../support/accessibility.ts";
import { adminApiWrite } from "../support/admin-api.ts";
import {
  postPublic,
  searchAdminList,
  signInAsAdmin,
  signInThroughApi,
} from "../support/admin-session.ts";
import { queryDatabase, unique } from "../support/database.ts";
import { expect, type Locator, type Page, test } from "../support/test.ts";

const count = (sql: string) => Number(queryDatabase<{ n: number }>(sql)[0]?.n ?? 0);

/** The figures as the database holds them now (other specs write in parallel: read just before). */
function storedFigures() {
  return {
    researchers: count(
      "select count(*) as n from registrations where participation_type = 'chercheur'",
    ),
    registrations: count("select count(*) as n from registrations"),
    oral: count("select count(*) as n from submissions where submission_type = 'oral'"),
    expected: count(
      "select coalesce(sum(amount_due_centimes), 0) as n from registrations where payment_status in ('en_attente', 'payee')",
    ),
  };
}

const figure = (page: Page, title: string) => page.getByRole("figure", { name: title });

/** Opens the chart's table and answers the row whose header cell is `label`. */
async function tableRow(chart: Locator, label: string) {
  const details = chart.locator("details");
  if ((await details.getAttribute("open")) === null) {
    await chart.getByText("Voir le tableau").click();
  }
  return chart
    .getByRole("row")
    .filter({ has: chart.page().getByRole("rowheader", { name: label, exact: true }) });
}

test("the dashboard draws each chart and gives its table, with the stored numbers", async ({
  page,
  request,
}) => {
  await postPublic(request, "/api/registration", {
    ...validRegistration(),
    email: `${unique("chercheur")}@example.ma`,
    participationType: "chercheur",
  });
  await postPublic(request, "/api/submission", {
    ...validSubmission(),
    submissionType: "oral",
  });

  await signInAsAdmin(page);
  // Reloaded until the page and the database agree: another spec may register meanwhile.
  await expect(async () => {
    const stored = storedFigures();
    await page.reload();
    const participation = figure(page, "Inscriptions par type de participation");
    await expect(await tableRow(participation, "Chercheur")).toContainText(
      String(stored.researchers),
    );
    const types = figure(page, "Soumissions par type");
    await expect(await tableRow(types, "Communication orale")).toContainText(String(stored.oral));
    const perDay = figure(page, "Inscriptions cumulées par jour");
    await expect(perDay).toContainText(
      `${stored.registrations} inscription${stored.registrations > 1 ? "s" : ""} du`,
    );
    const payments = figure(page, "Paiements : attendu et reçu");
    await expect(await tableRow(payments, "Attendu")).toContainText(
      formatCentimes(stored.expected),
    );
  }).toPass({ timeout: 20_000 });

  for (const title of [
    "Inscriptions cumulées par jour",
    "Inscriptions par type de participation",
    "Inscriptions par pays",
    "Soumissions par catégorie",
    "Soumissions par type",
    "Paiements : attendu et reçu",
  ]) {
    const chart = figure(page, title);
    await expect(chart.locator(".recharts-surface"), title).toBeVisible();
    await expect(chart.getByText("Voir le tableau"), title).toBeVisible();
  }
  await expect(
    figure(page, "Soumissions par type").locator(".recharts-bar-rectangle").first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

/** Every script the page fetches from now on; `holdingRecharts` reads them back from the server. */
function scriptsFetchedBy(page: Page) {
  const urls = new Set<string>();
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") urls.add(response.url());
  });
  return {
    holdingRecharts: async () => {
      const found: string[] = [];
      for (const url of urls) {
        const source = await (await page.request.get(url)).text();
        if (source.includes("recharts-wrapper")) found.push(new URL(url).pathname);
      }
      return found;
    },
  };
}

test("Recharts loads with the dashboard's charts, on no other admin screen", async ({ page }) => {
  await signInAsAdmin(page);
  // Signing in lands on the dashboard: let its charts load, then watch a fresh load of another screen.
  await expect(figure(page, "Soumissions par type").locator(".recharts-surface")).toBeVisible();
  const scripts = scriptsFetchedBy(page);
  await page.goto("/admin/app/users");
  await expect(page.getByRole("heading", { name: "Administrateurs" })).toBeVisible();
  expect(await scripts.holdingRecharts()).toEqual([]);
  await page.getByRole("link", { name: "Tableau de bord" }).click();
  await expect(figure(page, "Soumissions par type").locator(".recharts-surface")).toBeVisible();
  expect(await scripts.holdingRecharts()).toEqual([
    expect.stringMatching(/^\/assets\/stats-charts-[\w-]+\.js$/),
  ]);
});

test("an admin changes their password, then signs in with the new one only", async ({
  page,
  browser,
}) => {
  // Five sign-ins and two argon2 checks: slow on a loaded machine.
  test.slow();
  const email = `${unique("motdepasse")}@example.ma`;
  const first = "premier-mot-de-passe";
  const second = "second-mot-de-passe";
  await signInThroughApi(page.request);
  const created = await adminApiWrite(page.request, "POST", "/api/admin/users", {
    name: "Nadia Alaoui",
    email,
    password: first,
  });
  expect(created.status()).toBe(201);

  const context = await browser.newContext();
  const own = await context.newPage();
  await signInAsAdmin(own, email, first);
  await own.getByRole("button", { name: /Menu du compte/ }).click();
  await own.getByRole("menuitem", { name: "Changer le mot de passe" }).click();
  await expect(own).toHaveURL(/\/admin\/app\/mot-de-passe$/);
  await expect(own.getByRole("heading", { name: "Changer mon mot de passe" })).toBeVisible();

  const hashBefore = queryDatabase<{ password_hash: string }>(
    "select password_hash from users where email = ?",
    email,
  )[0]?.password_hash;
  await own.getByLabel(/^Mot de passe actuel/).fill("pas-le-bon-mot");
  await own.getByLabel(/^Nouveau mot de passe/).fill(second);
  await own.getByLabel("Confirmer le nouveau mot de passe").fill(second);
  await own.getByRole("button", { name: "Changer le mot de passe" }).click();
  await expect(own.getByText("Le mot de passe actuel est incorrect")).toBeVisible();
  await expectNoAxeViolations(own);
  expect(
    queryDatabase<{ password_hash: string }>(
      "select password_hash from users where email = ?",
      email,
    )[0]?.password_hash,
  ).toBe(hashBefore);

  await own.getByLabel(/^Mot de passe actuel/).fill(first);
  await own.getByRole("button", { name: "Changer le mot de passe" }).click();
  await expect(
    own.getByRole("region", { name: "Changer mon mot de passe" }).getByRole("status"),
  ).toHaveText("Mot de passe modifié. Vos autres sessions ont été fermées.");
  await own.getByRole("button", { name: /Menu du compte/ }).click();
  await own.getByRole("menuitem", { name: "Déconnexion" }).click();
  await expect(own).toHaveURL(/\/$/);
  await own.goto("/admin");

  await own.getByLabel("Email").fill(email);
  await own.getByLabel("Mot de passe").fill(first);
  await own.getByRole("button", { name: "Se connecter" }).click();
  await expect(own.getByText(/Identifiants invalides/).first()).toBeVisible();
  await signInAsAdmin(own, email, second);
  await context.close();

  // The staff's users screen shows when this admin last signed in.
  await page.goto("/admin/app/users");
  await searchAdminList(page, email);
  const row = page.locator("tbody tr").filter({ hasText: email });
  await expect(row).not.toContainText("Non enregistrée");
  await expect(row).toContainText(String(new Date().getFullYear()));
  const audit = queryDatabase<{ action: string }>(
    "select action from audit_log where entity_type = 'user' and entity_reference = ? order by id",
    email,
  );
  // Created, signed in, changed the password, the old one refused, signed in with the new one.
  expect(audit.map((line) => line.action)).toEqual([
    "user.create",
    "auth.sign_in",
    "user.password.change",
    "auth.sign_out",
    "auth.sign_in_failed",
    "auth.sign_in",
  ]);
});
