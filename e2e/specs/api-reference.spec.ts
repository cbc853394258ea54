import { expectNoAxeViolations } from "../support/accessibility.ts";
import { signInAsAdmin } from "../support/admin-session.ts";
import { expect, test } from "../support/test.ts";

test("« Référence de l'API » shows the generated document, from its own script only", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await signInAsAdmin(page);
  await expect(page.getByRole("link", { name: "Référence de l'API" })).toBeVisible();
  expect(scripts).not.toContain("/vendor/api-viewer.js");

  await page.getByRole("link", { name: "Référence de l'API" }).click();
  await expect(page).toHaveURL(/\/admin\/app\/api$/);
  await expect(page.getByRole("heading", { level: 1, name: "Référence de l'API" })).toBeVisible();
  // Swagger UI renders the document: its title, the three audiences' groups, a route's path.
  const viewer = page.getByRole("region", { name: "Référence de l'API (OpenAPI 3.1)" });
  await expect(viewer.getByText("Congrès — API").first()).toBeVisible({ timeout: 20_000 });
  // One <h1>, the page's: the document's title comes under it.
  await expect(viewer.getByRole("heading", { level: 2, name: /^Congrès — API/ })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  for (const group of ["Public", "Administration", "Mon espace"]) {
    await expect(viewer.getByRole("heading", { level: 3, name: group, exact: true })).toBeVisible();
  }
  // The groups come folded; one unfolds on a click and lists its routes.
  await expect(viewer.getByText("/api/health")).toHaveCount(0);
  await viewer.getByRole("heading", { level: 3, name: "Public", exact: true }).click();
  await expect(viewer.getByRole("button", { name: "GET /api/health", exact: true })).toBeVisible();
  expect(scripts).toContain("/vendor/api-viewer.js");
  // Our chrome around the viewer (Swagger UI's own markup is the library's).
  await expectNoAxeViolations(page, "main");
});
