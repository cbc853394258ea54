import type { Locale } from "@congres/shared/facts";
import type { Page } from "@playwright/test";
import { foreignMarkers } from "./foreign-strings.ts";
import {
  holdsRecharts,
  holdsZod,
  kilobytes,
  type LoadedScript,
  scriptsLoadedBy,
} from "./page-scripts.ts";
import { expect, test } from "./test.ts";

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
 *
 * Each listed page is opened once for all its checks (specs/i18n-pages.spec.ts, which also
 * checks its language, outline and axe there); the unlisted pages by
 * specs/public-javascript-budget.spec.ts.
 */
export const BUDGET_KB = 90;

/** Another language's words per language, worked out once per worker for all its pages. */
const markersOf = new Map<Locale, string[]>();
const markersFor = (locale: Locale): string[] => {
  const markers = markersOf.get(locale) ?? foreignMarkers(locale);
  markersOf.set(locale, markers);
  return markers;
};

/**
 * Opens `path` (a page in `locale`), focuses its form if the server checks it not alone, and
 * checks the scripts it loaded against the budget and the rules above.
 */
export async function expectJavaScriptWithinBudget(
  page: Page,
  path: string,
  locale: Locale,
  { serverChecked = false } = {},
): Promise<void> {
  const html = await (await page.request.get(path)).text();
  const hasForm = html.includes("<form") && !serverChecked;
  const scripts = await scriptsLoadedBy(page, path, { focusForm: !serverChecked });
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

  const markers = markersFor(locale);
  const foreign = scripts.flatMap((script) =>
    markers
      .filter((marker) => script.source.includes(marker))
      .map((marker) => `${script.url}: ${marker}`),
  );
  expect(foreign).toEqual([]);
}

/**
 * Collects, from now on, what the page reports as broken (decision 0015: a page runs without
 * errors): uncaught errors, console errors and Content-Security-Policy violations. Call it
 * before the page is opened.
 */
export async function pageErrors(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return errors;
}
