import { edition, LOCALES, type Locale, messages as messagesFr } from "@congres/shared";
import { messagesAr } from "@congres/shared/messages-ar";
import { messagesEn } from "@congres/shared/messages-en";
import { expect, test } from "@playwright/test";
import { PUBLIC_PAGES } from "../../apps/web/src/public-paths.ts";
import { scriptsLoadedBy } from "../support/page-scripts.ts";
import { pathIn, uiMessages } from "../support/ui-messages.ts";

/** Every string a language's pages may show: its UI messages and its validation catalogue. */
function texts(locale: Locale): string[] {
  const catalogue = { fr: messagesFr, en: messagesEn, ar: messagesAr }[locale];
  const flatten = (value: unknown): string[] =>
    typeof value === "string"
      ? [value]
      : value && typeof value === "object"
        ? Object.values(value).flatMap(flatten)
        : [];
  return [...Object.values(uiMessages(locale)), ...flatten(catalogue)];
}

/**
 * The edition config is one object of facts that every page's islands import whole (contacts,
 * fees, short name); it holds the theme in the three languages and the French wording of a few
 * facts, which the pages of other languages replace by their messages (i18n/edition-texts.ts).
 * It is data, not the UI's strings, and is left out of the evidence.
 */
const EDITION_TEXTS = JSON.stringify(edition);

/**
 * Pieces of another language's texts that a page's scripts must not hold: the parts between
 * placeholders, phrases (a space) or Arabic words of at least 12 characters (so no identifier of
 * the code matches), found in none of the page's own language's texts (so a name common to two
 * languages is no evidence) nor in the edition config, and free of characters a bundler escapes.
 */
function foreignMarkers(locale: Locale): string[] {
  const own = texts(locale).join("\n");
  return LOCALES.filter((other) => other !== locale).flatMap((other) =>
    texts(other)
      .flatMap((text) => text.split(/\{\w+\}/))
      .map((piece) => piece.trim())
      .filter(
        (piece) =>
          piece.length >= 12 &&
          /\s|[\u0600-\u06FF]/.test(piece) &&
          !/["\\\n]/.test(piece) &&
          !own.includes(piece) &&
          !EDITION_TEXTS.includes(piece),
      ),
  );
}

for (const locale of LOCALES) {
  const markers = foreignMarkers(locale);
  test(`the ${locale} pages' JavaScript holds no other language's strings`, async ({ page }) => {
    test.setTimeout(120_000);
    expect(markers.length).toBeGreaterThan(100);
    const found: string[] = [];
    for (const french of PUBLIC_PAGES) {
      const path = pathIn(locale, french);
      const scripts = await scriptsLoadedBy(page, path);
      expect(scripts.length, path).toBeGreaterThan(0);
      found.push(
        ...scripts.flatMap((script) =>
          markers
            .filter((marker) => script.source.includes(marker))
            .map((marker) => `${path} ${script.url}: ${marker}`),
        ),
      );
    }
    expect(found).toEqual([]);
  });
}
