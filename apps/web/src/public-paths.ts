/** Every public page, prerendered at build time and listed in sitemap.xml. */
export const PRERENDERED_PATHS = [
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
