import { expect, test } from "@playwright/test";
import { PUBLIC_PAGES } from "../../apps/web/src/public-paths.ts";
import { holdsRecharts, holdsZod, kilobytes, scriptsLoadedBy } from "../support/page-scripts.ts";

/**
 * What each public page costs in JavaScript (decision 0015). Every public page loads only its
 * islands (React without the router): the 90 KB without a form. A form adds
 * react-hook-form, zod and its dialogs: ~135 KB, held here with a little room. Schema code stays
 * on the pages with a form, and Recharts on the admin's dashboard.
 */
// Forms: 145 → 155 KB with the three languages (decision 0026): the page's language's messages
// (one Paraglide module for all islands, 5.5 KB), its validation catalogue, choice labels and
// Intl formatting; the form pages measured 150 KB after the change.
const BUDGET_KB = { withoutForm: 90, withForm: 155 };

for (const path of PUBLIC_PAGES) {
  test(`${path} loads JavaScript within its budget, zod only if it has a form`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    const hasForm = html.includes("<form");
    const scripts = await scriptsLoadedBy(page, path);
    const totalKb = kilobytes(scripts.reduce((sum, script) => sum + script.gzipBytes, 0));
    test.info().annotations.push({
      type: "JavaScript",
      description: `${scripts.length} files, ${totalKb} KB gzip`,
    });

    expect(scripts.length).toBeGreaterThan(0);
    expect(totalKb).toBeLessThanOrEqual(hasForm ? BUDGET_KB.withForm : BUDGET_KB.withoutForm);
    const withZod = scripts.filter(holdsZod).map((script) => script.url);
    if (hasForm) expect(withZod.length).toBeGreaterThan(0);
    else expect(withZod).toEqual([]);
    // The dashboard's charts are the admin's alone (decision 0025).
    expect(scripts.filter(holdsRecharts).map((script) => script.url)).toEqual([]);
  });
}
