import { expect, type Page, test } from "../support/test.ts";
import { PHONE } from "../support/viewports.ts";

const NAV = [
  { name: "Accueil", href: "/" },
  { name: "Congrès", href: "/about" },
  { name: "Thématiques", href: "/themes" },
  { name: "Programme", href: "/programme" },
  { name: "Soumissions", href: "/soumissions" },
  { name: "Galerie", href: "/galerie" },
  { name: "Contact", href: "/contact" },
];

const FOOTER = [
  "/",
  "/about",
  "/themes",
  "/soumissions",
  "/galerie",
  "/contact",
  "/inscription",
  "/mentions-legales",
  "/cgu",
];

const signedIn = (page: Page, name: string) =>
  page.route("**/api/auth/me", (route) =>
    route.fulfill({
      json: { authenticated: true, user: { id: 1, name, email: "awa.ndiaye@example.org" } },
    }),
  );

test("desktop header and footer carry the links of §2 and the logo goes home", async ({ page }) => {
  await page.route("**/api/auth/me", (route) => route.fulfill({ status: 401, json: {} }));
  await page.goto("/themes");
  const nav = page.getByRole("navigation", { name: "Menu principal", exact: true });
  for (const link of NAV)
    await expect(nav.getByRole("link", { name: link.name, exact: true })).toHaveAttribute(
      "href",
      link.href,
    );
  await expect(nav.getByRole("link", { name: "Thématiques" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByRole("banner").getByRole("link", { name: "Inscription" })).toHaveAttribute(
    "href",
    "/inscription",
  );

  const footerLinks = page
    .getByRole("navigation", { name: "Liens du pied de page" })
    .getByRole("link");
  const hrefs = await footerLinks.evaluateAll((links) =>
    links.map((link) => link.getAttribute("href")),
  );
  expect(hrefs).toEqual(FOOTER);

  await page.getByRole("link", { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL("/");
});

test("the header turns opaque after 20 px of scroll", async ({ page }) => {
  await page.goto("/programme");
  const header = page.getByRole("banner");
  await expect(header).toHaveAttribute("data-scrolled", "false");
  const transparentBackground = await header.evaluate((el) => getComputedStyle(el).backgroundColor);
  await page.evaluate(() => window.scrollTo(0, 15));
  await expect(header).toHaveAttribute("data-scrolled", "false");
  await page.evaluate(() => window.scrollTo(0, 21));
  await expect(header).toHaveAttribute("data-scrolled", "true");
  await expect
    .poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor))
    .not.toBe(transparentBackground);
});

test("on a phone the menu opens, lists the links, closes with Escape and on navigation", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Menu principal", exact: true })).toBeHidden();
  const toggle = page.getByRole("button", { name: "Ouvrir le menu" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  const menu = page.getByRole("navigation", { name: "Menu principal mobile" });
  await expect(menu).toBeVisible();
  await expect(page.getByRole("button", { name: "Fermer le menu" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  for (const link of NAV)
    await expect(menu.getByRole("link", { name: link.name, exact: true })).toHaveAttribute(
      "href",
      link.href,
    );
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();

  await page.getByRole("button", { name: "Ouvrir le menu" }).click();
  await menu.getByRole("link", { name: "Galerie" }).click();
  await expect(page).toHaveURL("/galerie");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("GALERIE PHOTOS");
  await expect(menu).toBeHidden();
});

test("a signed-in visitor sees an avatar menu instead of the Inscription button", async ({
  page,
}) => {
  await signedIn(page, "Awa Ndiaye");
  await page.goto("/about");
  const avatar = page.getByRole("button", { name: "Menu du compte de Awa Ndiaye" });
  await expect(avatar).toHaveText("AN");
  await expect(page.getByRole("banner").getByRole("link", { name: "Inscription" })).toHaveCount(0);
  await avatar.click();
  await expect(page.getByRole("menuitem", { name: "Mon compte" })).toHaveAttribute(
    "href",
    "/admin/app",
  );
  await expect(page.getByRole("menuitem", { name: "Se déconnecter" })).toBeVisible();
});

test("Se déconnecter calls the server, clears the local flags and goes home", async ({ page }) => {
  await signedIn(page, "Awa Ndiaye");
  let logoutCalls = 0;
  await page.route("**/api/logout", (route) => {
    logoutCalls += 1;
    return route.fulfill({ status: 204 });
  });
  await page.goto("/galerie");
  await page.evaluate(() => {
    localStorage.setItem("adminAuthed", "true");
    localStorage.setItem("adminUser", JSON.stringify({ name: "Awa Ndiaye" }));
  });
  await page.getByRole("button", { name: "Menu du compte de Awa Ndiaye" }).click();
  await page.getByRole("menuitem", { name: "Se déconnecter" }).click();
  await expect(page).toHaveURL("/");
  expect(logoutCalls).toBe(1);
  expect(
    await page.evaluate(() => [
      localStorage.getItem("adminAuthed"),
      localStorage.getItem("adminUser"),
    ]),
  ).toEqual([null, null]);
});

test("the server's answer wins over a stale local flag, and a failed lookup means anonymous", async ({
  page,
}) => {
  await page.route("**/api/auth/me", (route) =>
    route.fulfill({ json: { authenticated: false, user: null } }),
  );
  await page.addInitScript(() => localStorage.setItem("adminAuthed", "true"));
  // Once the answer is in, the flag's early guess (an avatar) must have been replaced.
  const answered = page.waitForResponse("**/api/auth/me");
  await page.goto("/");
  await answered;
  await expect(page.getByRole("banner").getByRole("link", { name: "Inscription" })).toBeVisible();
  await expect(page.getByRole("button", { name: /Menu du compte/ })).toHaveCount(0);

  await page.unroute("**/api/auth/me");
  await page.route("**/api/auth/me", (route) => route.fulfill({ status: 500, body: "boom" }));
  const failed = page.waitForResponse("**/api/auth/me");
  await page.reload();
  await failed;
  await expect(page.getByRole("banner").getByRole("link", { name: "Inscription" })).toBeVisible();
  await expect(page.getByRole("button", { name: /Menu du compte/ })).toHaveCount(0);
});
