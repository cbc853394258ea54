import { LOCALES } from "./i18n/locale.ts";
import { localizedPath } from "./i18n/paths.ts";

/** Every public page in French (its path in the other languages: i18n/paths.ts). */
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
  "/inscription/groupe",
  "/cgu",
  "/mentions-legales",
];

/** Every public page in every language, prerendered at build time and listed in sitemap.xml. */
export const LOCALIZED_PAGES = LOCALES.flatMap((locale) =>
  PUBLIC_PAGES.map((path) => localizedPath(path, locale)),
);

/**
 * Pages of one person's business (issue #38): the delegate's space and the check of a document's
 * code. Prerendered like the others (their islands do the work), `noindex`, not in sitemap.xml.
 * The server answers `/verifier/<code>` with the `/verifier` page of its language.
 */
export const UNLISTED_PAGES = ["/mon-espace", "/verifier"];

export const LOCALIZED_UNLISTED_PAGES = LOCALES.flatMap((locale) =>
  UNLISTED_PAGES.map((path) => localizedPath(path, locale)),
);

/**
 * The 404 page of each language, prerendered at these paths; the server answers it, with
 * HTTP 404, for any unknown path under the language's prefix (decision 0026).
 */
export const NOT_FOUND_PAGES = LOCALES.map((locale) => localizedPath("/404", locale));

/** What the build prerenders: the pages, the unlisted ones, the 404s, sitemap.xml and robots.txt. */
export const PRERENDERED_PATHS = [
  ...LOCALIZED_PAGES,
  ...LOCALIZED_UNLISTED_PAGES,
  ...NOT_FOUND_PAGES,
  "/sitemap.xml",
  "/robots.txt",
];
