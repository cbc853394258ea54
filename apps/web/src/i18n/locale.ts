/**
 * The site's languages (decision 0026), from the shared package. French is the default and keeps
 * its URLs; English and Arabic live under `/en/…` and `/ar/…` with the same French slugs.
 */
import type { Locale } from "@congres/shared/facts";

export {
  DEFAULT_LOCALE,
  isLocale,
  LOCALES,
  type Locale,
  localeDirection,
} from "@congres/shared/facts";

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
