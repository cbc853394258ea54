import { edition } from "@congres/shared";
import { expect, test } from "../support/test.ts";

/** Each public page of §2: its one h1, texts it must show, and links that must lead somewhere. */
const PAGES = [
  {
    path: "/about",
    h1: "LE CONGRÈS",
    texts: ["pays africains", "participants attendus", "focus sur les femmes", "jours intensifs"],
    links: [
      { name: "En savoir plus", href: "/about-detailed" },
      { name: "Nos objectifs", href: "/programme" },
    ],
  },
  {
    path: "/about-detailed",
    h1: "Présentation du congrès",
    texts: [edition.theme.fr, edition.theme.en, edition.theme.ar],
    links: [
      { name: "Retour à l'accueil", href: "/" },
      { name: "Voir le programme", href: "/programme" },
      { name: "S'inscrire", href: "/inscription" },
    ],
  },
  {
    path: "/themes",
    h1: "THÉMATIQUES DU CONGRÈS",
    texts: [
      "Innovations scientifiques",
      "Formation des professionnels",
      "Santé des femmes",
      "Recherche et politiques",
      "Grossesses non désirées",
      "IST et VIH",
      "Cancer du col de l'utérus",
      "Violences sexuelles",
    ],
    links: [],
  },
  {
    path: "/galerie",
    h1: "GALERIE PHOTOS",
    texts: ["Le grand amphithéâtre", "Dîner de gala"],
    links: [],
  },
  {
    path: "/cgu",
    h1: "Conditions générales d'utilisation",
    texts: [
      "Préambule",
      "Définitions",
      "Propriété intellectuelle",
      "Droit applicable",
      "consulter le programme et les thématiques",
      edition.legal.host.name,
      edition.contact.email,
      edition.contact.phone,
    ],
    links: [],
  },
  {
    path: "/mentions-legales",
    h1: "Mentions légales",
    texts: [
      "Objet",
      "Accès au site",
      "Obligations de l'utilisateur",
      "Responsabilité",
      "Liens hypertextes",
      "Modifications",
      edition.legal.editor,
      edition.legal.host.address,
    ],
    links: [],
  },
];

for (const spec of PAGES) {
  test(`${spec.path} shows its heading, texts and links`, async ({ page }) => {
    await page.goto(spec.path);
    const main = page.getByRole("main");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(spec.h1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    for (const text of spec.texts) await expect(main.getByText(text).first()).toBeVisible();
    for (const link of spec.links) {
      await expect(main.getByRole("link", { name: link.name, exact: true })).toHaveAttribute(
        "href",
        link.href,
      );
    }
  });
}

test("the trilingual theme marks the Arabic as right-to-left", async ({ page }) => {
  await page.goto("/about-detailed");
  const arabic = page.getByText(edition.theme.ar);
  await expect(arabic).toHaveAttribute("lang", "ar");
  await expect(arabic).toHaveAttribute("dir", "rtl");
  await expect(page.getByText(edition.theme.en)).toHaveAttribute("lang", "en");
});

test("home: title block, cards, submission panels, programme section and organisers", async ({
  page,
}) => {
  await page.goto("/");
  const main = page.getByRole("main");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(edition.name);
  await expect(main.getByText(edition.theme.fr)).toBeVisible();
  await expect(main.getByRole("link", { name: "S'inscrire au congrès" })).toHaveAttribute(
    "href",
    "/inscription",
  );
  await expect(main.getByRole("link", { name: "Voir le programme complet" })).toHaveAttribute(
    "href",
    "/programme",
  );
  await expect(main.getByText(edition.dates.label).first()).toBeVisible();
  await expect(main.getByRole("link", { name: new RegExp(edition.venue.name) })).toHaveAttribute(
    "href",
    edition.venue.mapsUrl,
  );
  await expect(main.getByText("500+ participants attendus")).toBeVisible();
  await expect(main.getByRole("link", { name: /Envoyer un résumé/ })).toHaveAttribute(
    "href",
    `mailto:${edition.abstractEmail}`,
  );

  // The instruction panels open and close.
  const poster = main.locator("details", { hasText: "Format du poster" });
  await expect(poster.getByText("120 cm de haut sur 70 cm de large")).toBeHidden();
  await poster.getByText("Format du poster").click();
  await expect(poster.getByText("120 cm de haut sur 70 cm de large")).toBeVisible();
  await poster.getByText("Format du poster").click();
  await expect(poster.getByText("120 cm de haut sur 70 cm de large")).toBeHidden();

  for (const title of ["Soumission facile par e-mail", "Réponse rapide", "Publication"])
    await expect(main.getByRole("heading", { name: title })).toBeVisible();

  const programme = main.locator("section#program");
  await expect(programme.getByRole("heading", { name: "Programme du congrès" })).toBeVisible();
  const cards = programme.locator("ul").first().locator("li");
  await expect(cards).toHaveCount(6);
  await expect(cards.nth(0)).toHaveCSS("animation-delay", "0s");
  await expect(cards.nth(3)).toHaveCSS("animation-delay", "0.3s");
  for (const title of ["Échange Scientifique", "Innovation", "Impact"])
    await expect(programme.getByRole("heading", { name: title, exact: true })).toBeVisible();
  await expect(programme.getByRole("link", { name: "Programme détaillé" })).toHaveAttribute(
    "href",
    "/programme",
  );
  for (const organiser of edition.organisers)
    await expect(main.getByRole("img", { name: `Logo : ${organiser.name}` })).toBeVisible();
});

test("a page reached by a link shows its own heading and title", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("main").getByRole("link", { name: "Programme détaillé" }).click();
  await expect(page).toHaveURL("/programme");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Programme détaillé");
  await expect(page).toHaveTitle(/^Programme \| CPSS 2025$/);
});

test("an unknown path answers 404, says so and logs the path", async ({ page }) => {
  const logged: string[] = [];
  page.on("console", (message) => logged.push(message.text()));
  const response = await page.goto("/cette-page-nexiste-pas");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  // The path is logged once the page's script has run; the link works before that (plain HTML).
  await expect.poll(() => logged.join("\n")).toContain("/cette-page-nexiste-pas");
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
});
