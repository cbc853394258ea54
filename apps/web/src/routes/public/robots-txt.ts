import { edition } from "../../lib/edition.ts";

/** robots.txt, prerendered so that it names the sitemap at the configured site URL. */
export function loader() {
  const body = `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${edition.siteUrl}/sitemap.xml\n`;
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
