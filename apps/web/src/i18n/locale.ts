/**
 * The site's languages (decision 0026). French is the default and keeps its URLs; English and
 * Arabic live under `/en/…` and `/ar/…` with the same French slugs.
 */
export const LOCALES = ["fr", "en", "ar"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "fr";

export const isLocale = (value: unknown): value is Locale =>
  typeof value === "string" && (LOCALES as readonly string[]).includes(value);

export const localeDirection = (locale: Locale): "ltr" | "rtl" => (locale === "ar" ? "rtl" : "ltr");

/** Each language's name in itself, for the switcher. */
export const LOCALE_NAMES: Record<Locale, string> = {
  fr: "Français",
  en: "English",
  ar: "العربية",
};

/** BCP 47 tags for `Intl` and Open Graph: Arabic with Western digits (decision 0026). */
export const INTL_LOCALES: Record<Locale, string> = {
  fr: "fr-FR",
  en: "en-GB",
  ar: "ar-MA-u-nu-latn",
};
