/**
 * The site's languages (decision 0026), from the shared package. French is the default and keeps
 * its URLs; English and Arabic live under `/en/…` and `/ar/…` with the same French slugs.
 */
import type { Locale } from "@congres/shared/facts";

export {
  DEFAULT_LOCALE,
  INTL_LOCALES,
  isLocale,
  LOCALES,
  type Locale,
  localeDirection,
} from "@congres/shared/facts";

/** A message that takes no values, in the language asked for. */
export type PlainMessage = (inputs: Record<string, never>, options: { locale: Locale }) => string;

/** Each language's name in itself, for the switcher. */
export const LOCALE_NAMES: Record<Locale, string> = {
  fr: "Français",
  en: "English",
  ar: "العربية",
};
