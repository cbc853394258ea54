import { readFileSync } from "node:fs";
import {
  ABSTRACT_MAX_WORDS,
  edition,
  LOCALES,
  type Locale,
  messages as messagesFr,
} from "@congres/shared";
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

/** zod's own English messages ("Invalid value") ship with zod in every form: no evidence. */
const ZOD_TEXTS = readFileSync(
  new URL("../../node_modules/zod/v4/locales/en.js", import.meta.url),
  "utf8",
);

/**
 * Known leak: `@congres/shared` keeps French choice labels, deadline texts and the default contact
 * subject beside the values its schemas check, so the English and Arabic form pages still carry
 * those French data texts (decision 0026). The French validation catalogue no longer ships there:
 * the locale build gives the shared schemas that language's catalogue (locale-bundle-plugin.ts),
 * so `messages.ts` is not in this list and its texts count as evidence.
 */
const SHARED_FRENCH = ["choices.ts", "deadlines.ts", "fields.ts", "edition.ts", "contact.ts"]
  .map((file) =>
    readFileSync(new URL(`../../packages/shared/src/${file}`, import.meta.url), "utf8"),
  )
  .join("\n")
  // The catalogue writes the limit as a template placeholder; the bundle holds its value.
  .replaceAll(["$", "{ABSTRACT_MAX_WORDS}"].join(""), String(ABSTRACT_MAX_WORDS));

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
          !EDITION_TEXTS.includes(piece) &&
          !ZOD_TEXTS.includes(piece) &&
          !(other === "fr" && SHARED_FRENCH.includes(piece)),
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
