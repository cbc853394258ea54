import { expect, test } from "@playwright/test";
import { LOCALIZED_PAGES } from "../../apps/web/src/public-paths.ts";
import {
  holdsRecharts,
  holdsZod,
  kilobytes,
  type LoadedScript,
  scriptsLoadedBy,
} from "../support/page-scripts.ts";

/**
 * What each public page costs in JavaScript (decisions 0015 and 0030), in every language. Every
 * public page loads only its islands, on Preact: the 90 KB, forms included (a form page
 * measured 86 KB, a page without one 23 KB). No page loads schema code while it starts: a form's
 * checks (zod and its schema) load at its first focus, and count in its page's budget. Recharts
 * is the admin's dashboard's alone. The registration and submission pages hold 91 KB since every
 * ISO country is offered, stored by its French name (decision 0036: the list is 3.0 KB gzip; the
 * Arabic /inscription measured 90.5 KB); the lead may trade it for codes on the wire.
 */
const BUDGET_KB = 90;
const COUNTRY_FORM_BUDGET_KB = 91;

for (const path of LOCALIZED_PAGES) {
  test(`${path} loads JavaScript within its budget, zod only once its form is focused`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    const hasForm = html.includes("<form");
    const scripts = await scriptsLoadedBy(page, path, { focusForm: true });
    const totalKb = kilobytes(scripts.reduce((sum, script) => sum + script.gzipBytes, 0));
    test.info().annotations.push({
      type: "JavaScript",
      description: `${scripts.length} files, ${totalKb} KB gzip (form's checks included)`,
    });

    expect(scripts.length).toBeGreaterThan(0);
    const countryForm = html.includes('name="country"');
    expect(totalKb).toBeLessThanOrEqual(countryForm ? COUNTRY_FORM_BUDGET_KB : BUDGET_KB);
    const withZod = (by: LoadedScript["loadedBy"]) =>
      scripts.filter((script) => script.loadedBy === by && holdsZod(script)).map((s) => s.url);
    expect(withZod("page")).toEqual([]);
    if (hasForm) expect(withZod("form").length).toBeGreaterThan(0);
    // The dashboard's charts are the admin's alone (decision 0025).
    expect(scripts.filter(holdsRecharts).map((script) => script.url)).toEqual([]);
  });
}
