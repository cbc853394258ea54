import { edition } from "@congres/shared";
import { expect, test } from "../support/test.ts";

/** The prerendered HTML of each public page, as a browser without JavaScript sees it. */
const PAGES = [
  { path: "/", h1: edition.name, text: "Appel à communications" },
  { path: "/about", h1: "LE CONGRÈS", text: "Aperçu du programme" },
  { path: "/about-detailed", h1: "Présentation du congrès", text: edition.theme.ar },
  { path: "/themes", h1: "THÉMATIQUES DU CONGRÈS", text: "Cancer du col de l'utérus" },
  { path: "/programme", h1: "Programme détaillé", text: "Dîner de gala" },
  { path: "/galerie", h1: "GALERIE PHOTOS", text: "Session posters" },
  { path: "/contact", h1: "CONTACT ORGANISATION", text: edition.shortName },
  { path: "/cgu", h1: "Conditions générales d'utilisation", text: "Droit applicable" },
  { path: "/mentions-legales", h1: "Mentions légales", text: edition.legal.host.name },
  { path: "/inscription", h1: undefined, text: edition.shortName },
  { path: "/soumissions", h1: undefined, text: edition.shortName },
];

test.use({ javaScriptEnabled: false });

for (const { path, h1, text } of PAGES) {
  test(`${path} is readable without JavaScript, with its own French head`, async ({
    page,
    request,
  }) => {
    await page.goto(path);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveCount(1);
    if (h1) await expect(heading).toHaveText(h1);
    await expect(page.getByText(text).first()).toBeVisible();

    const html = await (await request.get(path)).text();
    expect(html).toContain('<html lang="fr"');
    expect(html).toMatch(/<title>[^<]+ \| CPSS 2025<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{30,}"/);
    expect(html).toContain(`<meta property="og:url" content="${edition.siteUrl}${path}"`);
    expect(html).toContain('<meta property="og:title"');
  });
}

test("every public page has its own title", async ({ request }) => {
  const titles = new Set<string>();
  for (const { path } of PAGES) {
    const html = await (await request.get(path)).text();
    titles.add(html.match(/<title>([^<]+)<\/title>/)?.[1] ?? "");
  }
  expect(titles.size).toBe(PAGES.length);
});

test("sitemap.xml lists every public page and robots.txt points to it", async ({ request }) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("xml");
  const xml = await sitemap.text();
  for (const { path } of PAGES) expect(xml).toContain(`<loc>${edition.siteUrl}${path}</loc>`);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${edition.siteUrl}/sitemap.xml`);
  expect(robots).toContain("Disallow: /admin");
});

test("the gallery ships modern image formats, lazy below the fold", async ({ page, request }) => {
  const galleryRequests: string[] = [];
  page.on("request", (sent) => {
    if (sent.url().includes("/images/gallery/")) galleryRequests.push(sent.url());
  });
  await page.goto("/ar/galerie");
  const images = page.getByRole("main").locator("figure img");
  await expect(images).toHaveCount(6);
  await expect(images.first()).toHaveAttribute("loading", "eager");
  await expect(images.last()).toHaveAttribute("loading", "lazy");
  // The phone's largest paint, not held back behind the stylesheet; the others wait their turn.
  const priorities = await images.evaluateAll((all) =>
    all.map((img) => img.getAttribute("fetchpriority")),
  );
  expect(priorities).toEqual(["high", "low", "low", "low", "low", "low"]);
  // The first picture, small, comes inside the page: no request, no round trip before it paints.
  await expect
    .poll(() => images.first().evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
    .toMatch(/^data:image\/avif;base64,/);
  expect(galleryRequests.filter((url) => url.includes("amphitheatre"))).toEqual([]);
  // The second, in the first row on a computer, is a file asked for after it.
  await expect.poll(() => galleryRequests.some((url) => url.includes("conference"))).toBe(true);
  for (const alt of await images.evaluateAll((all) => all.map((img) => img.getAttribute("alt"))))
    expect(alt?.length).toBeGreaterThan(20);
  const avif = await request.get("/images/gallery/gala-960.avif");
  expect(avif.headers()["content-type"]).toBe("image/avif");
  expect((await avif.body()).byteLength).toBeGreaterThan(500);
});
