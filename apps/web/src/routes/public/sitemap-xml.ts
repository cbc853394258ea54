import { edition } from "../../lib/edition.ts";
import { PUBLIC_PAGES } from "../../public-paths.ts";

/** sitemap.xml, prerendered into the build from the list of public pages and the site URL. */
export function loader() {
  const urls = PUBLIC_PAGES.map(
    (path) => `  <url><loc>${edition.siteUrl}${path === "/" ? "/" : path}</loc></url>`,
  ).join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
