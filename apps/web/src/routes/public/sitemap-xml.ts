import { LOCALES } from "../../i18n/locale.ts";
import { localizedPath } from "../../i18n/paths.ts";
import { edition } from "../../lib/edition.ts";
import { PUBLIC_PAGES } from "../../public-paths.ts";

/** The `<xhtml:link>` alternates of a page: each language's version and x-default (French). */
const alternates = (page: string) =>
  [
    ...LOCALES.map(
      (locale) =>
        `    <xhtml:link rel="alternate" hreflang="${locale}" href="${edition.siteUrl}${localizedPath(page, locale)}"/>`,
    ),
    `    <xhtml:link rel="alternate" hreflang="x-default" href="${edition.siteUrl}${page}"/>`,
  ].join("\n");

/**
 * sitemap.xml, prerendered into the build: every public page in every language, each with its
 * alternates (decision 0026).
 */
export function loader() {
  const urls = PUBLIC_PAGES.flatMap((page) =>
    LOCALES.map(
      (locale) =>
        `  <url>\n    <loc>${edition.siteUrl}${localizedPath(page, locale)}</loc>\n${alternates(page)}\n  </url>`,
    ),
  ).join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
