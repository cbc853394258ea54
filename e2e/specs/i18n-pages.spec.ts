import { EDITION_WORDING, edition } from "@congres/shared";
import { LOCALES, type Locale } from "@congres/shared/facts";
import { PUBLIC_PAGES } from "../../apps/web/src/public-paths.ts";
import {
  expectHeadingOrder,
  expectLandmarks,
  expectNoAxeViolations,
} from "../support/accessibility.ts";
import { expectArabicLettersInSubsetFont } from "../support/arabic-font.ts";
import { expectJavaScriptWithinBudget, pageErrors } from "../support/javascript-budget.ts";
import { expect, test } from "../support/test.ts";
import { pathIn, uiMessages } from "../support/ui-messages.ts";

/** The message key of each page's h1 (the home page's is the congress's name, shared wording). */
const HEADING_KEYS: Record<string, string> = {
  "/about": "about_heading",
  "/about-detailed": "about_detailed_heading",
  "/themes": "themes_heading",
  "/programme": "programme_heading",
  "/soumissions": "submissions_heading",
  "/galerie": "gallery_heading",
  "/contact": "contact_heading",
  "/inscription": "inscription_heading",
  "/inscription/groupe": "group_heading",
  "/cgu": "cgu_title",
  "/mentions-legales": "legal_notice_title",
};

const ARABIC = /[\u0600-\u06FF]/;

for (const locale of LOCALES) {
  const messages = uiMessages(locale);
  for (const page of PUBLIC_PAGES) {
    const path = pathIn(locale, page);
    // One visit per page for all its checks: its language here, its scripts (budget, zod at the
    // form's focus, no other language's strings: support/javascript-budget.ts), its errors, and
    // in Arabic the subset font's letters (support/arabic-font.ts).
    test(`${path} is served in ${locale}: lang, dir, heading, outline, landmarks, alternates, no missing text, axe; JavaScript within budget; no console error or CSP violation${locale === "ar" ? "; every Arabic letter in the subset font" : ""}`, async ({
      page: browser,
    }) => {
      const errors = await pageErrors(browser);
      const navigation = browser.waitForResponse(
        (response) =>
          response.request().isNavigationRequest() && response.frame() === browser.mainFrame(),
      );
      await expectJavaScriptWithinBudget(browser, path, locale);
      expect((await navigation).status()).toBe(200);
      const html = browser.locator("html");
      await expect(html).toHaveAttribute("lang", locale);
      await expect(html).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");

      const key = HEADING_KEYS[page] as string;
      const heading = page === "/" ? EDITION_WORDING[locale].name : messages[key];
      await expect(browser.getByRole("heading", { level: 1 })).toHaveText(heading as string);
      if (locale === "ar") {
        await expect(browser.getByRole("heading", { level: 1 })).toHaveText(ARABIC);
      }
      await expectHeadingOrder(browser);
      await expectLandmarks(browser);

      // The congress's name, dates, theme, venue and organisers in the page's language: none of
      // their French wording left in the footer, an intro or a subtitle (issue #28 item 3).
      if (locale !== "fr") {
        const french = EDITION_WORDING.fr;
        const body = browser.locator("body");
        for (const text of [
          french.name,
          french.datesLabel,
          french.venueName,
          french.venueAddress,
          ...french.organisers.slice(1).map((organiser) => organiser.name),
          // /about-detailed shows the theme in its three languages on purpose.
          ...(page === "/about-detailed" ? [] : [french.theme]),
        ]) {
          await expect(body).not.toContainText(text);
        }
        await expect(browser.locator('head meta[property="og:site_name"]')).toHaveAttribute(
          "content",
          EDITION_WORDING[locale].name,
        );
      }

      // A module or message not translated yet is shown in French under a mark.
      await expect(browser.locator("[data-missing-translation]")).toHaveCount(0);
      await expect(browser.locator("body")).not.toContainText("⟦");

      for (const alternate of LOCALES) {
        await expect(
          browser.locator(`head link[rel="alternate"][hreflang="${alternate}"]`),
        ).toHaveAttribute("href", `${edition.siteUrl}${pathIn(alternate, page)}`);
      }
      await expect(
        browser.locator('head link[rel="alternate"][hreflang="x-default"]'),
      ).toHaveAttribute("href", `${edition.siteUrl}${page}`);

      if (locale === "ar") await expectArabicLettersInSubsetFont(browser);
      await expectNoAxeViolations(browser);
      expect(errors).toEqual([]);
    });
  }
}

test("the language switcher opens the same page in another language, header and phone menu", async ({
  page,
}) => {
  await page.goto("/programme");
  await page.getByRole("banner").getByRole("link", { name: "العربية" }).click();
  await expect(page).toHaveURL("/ar/programme");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/ar/inscription");
  const ar = uiMessages("ar");
  await page.getByRole("button", { name: ar.menu_open }).click();
  await page
    .getByRole("navigation", { name: ar.header_mobile_menu })
    .getByRole("link", { name: "English" })
    .click();
  await expect(page).toHaveURL("/en/inscription");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    uiMessages("en").inscription_heading as string,
  );
});

const notFoundCases: [string, Locale][] = [
  ["/nexiste-pas", "fr"],
  ["/en/does-not-exist", "en"],
  ["/ar/غير-موجودة", "ar"],
];
for (const [path, locale] of notFoundCases) {
  test(`an unknown path under ${pathIn(locale, "/")} answers the 404 page in ${locale}`, async ({
    page,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    const messages = uiMessages(locale);
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    await expect(page.getByText(messages.not_found_text as string)).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: messages.not_found_home }).click();
    await expect(page).toHaveURL(pathIn(locale, "/"));
  });
}

test("sitemap.xml lists every page in the three languages with its alternates", async ({
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const page of PUBLIC_PAGES) {
    for (const locale of LOCALES) {
      expect(sitemap).toContain(`<loc>${edition.siteUrl}${pathIn(locale, page)}</loc>`);
      expect(sitemap).toContain(
        `<xhtml:link rel="alternate" hreflang="${locale}" href="${edition.siteUrl}${pathIn(locale, page)}"/>`,
      );
    }
  }
  expect(sitemap.match(/<url>/g)).toHaveLength(PUBLIC_PAGES.length * LOCALES.length);
});
