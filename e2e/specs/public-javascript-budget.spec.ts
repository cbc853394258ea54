import { CHOICE_LABELS, EDITION_WORDING, LOCALES } from "@congres/shared";
import { UNLISTED_PAGES } from "../../apps/web/src/public-paths.ts";
import { foreignMarkers } from "../support/foreign-strings.ts";
import { expectJavaScriptWithinBudget } from "../support/javascript-budget.ts";
import { expect, test } from "../support/test.ts";
import { pathIn } from "../support/ui-messages.ts";

/**
 * What each public page costs in JavaScript, and that its scripts hold no other language's
 * strings: the rules are in support/javascript-budget.ts. The listed pages are checked where
 * specs/i18n-pages.spec.ts opens each of them in each language; the unlisted pages of issue #38
 * (the delegate's space, the check of a document's code) here.
 */
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

  for (const page of UNLISTED_PAGES) {
    const path = pathIn(locale, page);
    test(`${path} loads JavaScript within its budget, no zod (the server checks its form), no other language's strings`, async ({
      page: browser,
    }) => {
      await expectJavaScriptWithinBudget(browser, path, locale, { serverChecked: true });
    });
  }
}
