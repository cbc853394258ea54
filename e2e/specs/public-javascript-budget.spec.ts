import { CHOICE_LABELS, EDITION_WORDING, LOCALES } from "@congres/shared";
import { PUBLIC_PAGES, UNLISTED_PAGES } from "../../apps/web/src/public-paths.ts";
import { foreignMarkers } from "../support/foreign-strings.ts";
import {
  holdsRecharts,
  holdsZod,
  kilobytes,
  type LoadedScript,
  scriptsLoadedBy,
} from "../support/page-scripts.ts";
import { expect, test } from "../support/test.ts";
import { pathIn } from "../support/ui-messages.ts";

/**
 * What each public page costs in JavaScript (decisions 0015 and 0030), in every language. Every
 * public page loads only its islands, on Preact: the 90 KB, forms included (a form page
 * measured 86 KB, a page without one 23 KB). No page loads schema code while it starts: a form's
 * checks (zod and its schema) load at its first focus, and count in its page's budget. Recharts
 * is the admin's dashboard's alone. The two forms with every ISO country hold their codes only,
 * named by the platform (decision 0036: /ar/inscription 89.0 KB, 91.0 when they held the 250
 * French names; 92.6 KB once the delegate space's texts shared one message chunk with every
 * island, 89.7 KB since each message is its own module: decision 0026).
 * The unlisted pages of issue #38 (the delegate's space, the check of a document's code) hold
 * the same 90 KB; their forms are checked by the server alone, so they load no zod at all.
 *
 * The same scripts hold no other language's strings (decisions 0026, 0029): a page's scripts
 * carry its own language's texts only, whichever page and whichever language.
 */
const BUDGET_KB = 90;

for (const locale of LOCALES) {
  const markers = foreignMarkers(locale);

  test(`the evidence of another language than ${locale} is broad: its UI, its data's wording, the stored country names`, () => {
    expect(markers.length).toBeGreaterThan(100);
    // The shared data's wording is evidence too: another language's congress name and labels.
    const other = locale === "fr" ? "en" : "fr";
    expect(markers).toContain(EDITION_WORDING[other].name);
    expect(markers).toContain(CHOICE_LABELS[other].categories.adolescents);
    // So are the countries' stored French names, which only the server and the admin hold.
    expect(markers).toEqual(expect.arrayContaining(["Mauritanie", "Zimbabwe"]));
  });

  for (const page of [...PUBLIC_PAGES, ...UNLISTED_PAGES]) {
    const path = pathIn(locale, page);
    const serverChecked = UNLISTED_PAGES.includes(page);
    test(`${path} loads JavaScript within its budget, zod only once its form is focused, no other language's strings`, async ({
      page: browser,
      request,
    }) => {
      const html = await (await request.get(path)).text();
      const hasForm = html.includes("<form") && !serverChecked;
      const scripts = await scriptsLoadedBy(browser, path, { focusForm: !serverChecked });
      const totalKb = kilobytes(scripts.reduce((sum, script) => sum + script.gzipBytes, 0));
      test.info().annotations.push({
        type: "JavaScript",
        description: `${scripts.length} files, ${totalKb} KB gzip (form's checks included)`,
      });

      expect(scripts.length).toBeGreaterThan(0);
      expect(totalKb).toBeLessThanOrEqual(BUDGET_KB);
      const withZod = (by: LoadedScript["loadedBy"]) =>
        scripts.filter((script) => script.loadedBy === by && holdsZod(script)).map((s) => s.url);
      expect(withZod("page")).toEqual([]);
      if (hasForm) expect(withZod("form").length).toBeGreaterThan(0);
      if (serverChecked) expect(scripts.filter(holdsZod).map((script) => script.url)).toEqual([]);
      // The dashboard's charts are the admin's alone (decision 0025).
      expect(scripts.filter(holdsRecharts).map((script) => script.url)).toEqual([]);

      const foreign = scripts.flatMap((script) =>
        markers
          .filter((marker) => script.source.includes(marker))
          .map((marker) => `${script.url}: ${marker}`),
      );
      expect(foreign).toEqual([]);
    });
  }
}
