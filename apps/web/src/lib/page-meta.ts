import { editionTexts } from "../i18n/edition-texts.ts";
import { LOCALES, type Locale, type PlainMessage } from "../i18n/locale.ts";
import { localeFromPath, localizedPath, pathWithoutLocale } from "../i18n/paths.ts";
import { edition } from "./edition.ts";

const OG_LOCALES: Record<Locale, string> = { fr: "fr_FR", en: "en_GB", ar: "ar_MA" };

/** What a route's `meta` receives that pageMeta needs: the page's own path. */
export type MetaArgs = { location: { pathname: string } };

/** The page's language, from the path its meta is computed for. */
export const metaLocale = ({ location }: MetaArgs): Locale => localeFromPath(location.pathname);

/**
 * The `<link rel="alternate" hreflang>` of a page: each language's version and x-default (the
 * French one), as absolute URLs (decision 0026).
 */
export function alternateLinks(pathname: string) {
  const page = pathWithoutLocale(pathname);
  return [
    ...LOCALES.map((locale) => ({
      tagName: "link" as const,
      rel: "alternate",
      hrefLang: locale,
      href: `${edition.siteUrl}${localizedPath(page, locale)}`,
    })),
    {
      tagName: "link" as const,
      rel: "alternate",
      hrefLang: "x-default",
      href: `${edition.siteUrl}${page}`,
    },
  ];
}

/** A page's title and description when each is one message that takes no values. */
export const messageTexts =
  (title: PlainMessage, description: PlainMessage) => (locale: Locale) => ({
    title: title({}, { locale }),
    description: description({}, { locale }),
  });

/** A route's `meta`: pageMeta with the title and description written in the page's language. */
export const localizedMeta =
  (texts: (locale: Locale) => { title: string; description: string }) => (args: MetaArgs) =>
    pageMeta(args, texts(metaLocale(args)));

/** `<title>`, description, Open Graph tags, canonical and alternates of a public page. */
export function pageMeta(
  { location }: MetaArgs,
  { title, description }: { title: string; description: string },
) {
  const locale = localeFromPath(location.pathname);
  const path = localizedPath(location.pathname, locale);
  const fullTitle = `${title} | ${edition.shortName}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: OG_LOCALES[locale] },
    { property: "og:site_name", content: editionTexts(locale).name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: `${edition.siteUrl}${path}` },
    { tagName: "link", rel: "canonical", href: `${edition.siteUrl}${path}` },
    ...alternateLinks(location.pathname),
  ];
}

/** A page of one person's business: the same tags, never indexed (nor in sitemap.xml). */
export const unlistedPageMeta =
  (texts: (locale: Locale) => { title: string; description: string }) => (args: MetaArgs) => [
    ...pageMeta(args, texts(metaLocale(args))),
    { name: "robots", content: "noindex" },
  ];
