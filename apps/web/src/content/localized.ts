/**
 * The page texts in the page's language (decision 0026). French modules are the source; the
 * English and Arabic ones (`content/en/*.ts`, `content/ar/*.ts`) have the same exports. A module
 * not translated yet falls back to French and is reported as missing, so the public layout marks
 * the page and the missing-translation test fails.
 */
import type { Locale } from "../i18n/locale.ts";
import * as about from "./about.ts";
import * as gallery from "./gallery.ts";
import * as home from "./home.ts";
import * as legal from "./legal.ts";
import * as themes from "./themes.ts";

const FRENCH = {
  about,
  gallery,
  home,
  legal,
  themes,
};

export type SiteContent = typeof FRENCH;
export type ContentModule = keyof SiteContent;

// Only the server build (prerender) renders page texts; islands receive theirs as props.
const TRANSLATED: Record<string, unknown> = import.meta.glob(["./en/*.ts", "./ar/*.ts"], {
  eager: true,
});

/** Every content module in one language, and the names of those that fell back to French. */
export function contentIn(locale: Locale): { content: SiteContent; missing: ContentModule[] } {
  if (locale === "fr") return { content: FRENCH, missing: [] };
  const missing: ContentModule[] = [];
  const content = Object.fromEntries(
    (Object.keys(FRENCH) as ContentModule[]).map((name) => {
      const translated = TRANSLATED[`./${locale}/${name}.ts`];
      if (!translated) missing.push(name);
      return [name, translated ?? FRENCH[name]];
    }),
  ) as SiteContent;
  return { content, missing };
}
