/** Every public page, prerendered at build time and listed in sitemap.xml. */
export const PUBLIC_PAGES = [
  "/",
  "/about",
  "/about-detailed",
  "/themes",
  "/programme",
  "/soumissions",
  "/galerie",
  "/contact",
  "/inscription",
  "/cgu",
  "/mentions-legales",
];

/** What the build prerenders: the pages, plus sitemap.xml and robots.txt written from them. */
export const PRERENDERED_PATHS = [...PUBLIC_PAGES, "/sitemap.xml", "/robots.txt"];
