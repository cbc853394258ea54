import { LOCALIZED_PAGES } from "../../apps/web/src/public-paths.ts";
import { expect, test } from "../support/test.ts";

/**
 * Lighthouse's SEO audit (link-text) refuses a link that only says "Learn more" or the like: the
 * pages bench holds every public page at 100 in every language (issue #28, item 14). The English
 * phrases its audit lists, which a link on our pages could say.
 */
const GENERIC_LINK_TEXTS = [
  "click here",
  "click this",
  "go",
  "here",
  "information",
  "learn more",
  "more",
  "more info",
  "more information",
  "read more",
  "right here",
  "start",
  "this",
  "this page",
];

for (const path of LOCALIZED_PAGES) {
  test(`${path}: every link says where it goes`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const links = [...html.matchAll(/<a\b[^>]*>([\s\S]*?)<\/a>/g)].map(([, inner]) =>
      (inner as string)
        .replace(/<[^>]+>/g, "")
        .replace(/\s+/g, " ")
        .trim()
        .toLowerCase(),
    );
    expect(links.length).toBeGreaterThan(5);
    expect(links.filter((text) => GENERIC_LINK_TEXTS.includes(text))).toEqual([]);
  });
}
