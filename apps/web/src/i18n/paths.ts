import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "./locale.ts";

/** The language of a site path: its first segment when it names one, else French. */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split("/")[1];
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE;
}

/** A path without its language prefix: `/en/programme` → `/programme`, `/ar` → `/`. */
export function pathWithoutLocale(pathname: string): string {
  const locale = localeFromPath(pathname);
  if (locale === DEFAULT_LOCALE) return pathname || "/";
  const rest = pathname.slice(locale.length + 1);
  return rest === "" ? "/" : rest;
}

/** The same page in another language: `/programme` in English is `/en/programme`. */
export function localizedPath(pathname: string, locale: Locale): string {
  const base = pathWithoutLocale(pathname);
  if (locale === DEFAULT_LOCALE) return base;
  return base === "/" ? `/${locale}` : `/${locale}${base}`;
}

/** Every language's version of a French path, in the order of LOCALES. */
export const localizedPaths = (frenchPath: string) =>
  LOCALES.map((locale) => ({ locale, path: localizedPath(frenchPath, locale) }));
