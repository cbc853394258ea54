/**
 * The site's languages (issue #11): French, the default and the binding version, English, and
 * Arabic, written right to left. Zod-free, so every page may import it.
 *
 * How the web uses it: a route's language is one of LOCALES (French without a prefix, `/en/…`,
 * `/ar/…`); `<html lang={locale} dir={localeDirection(locale)}>`. A form imports only its own
 * language's validation catalogue — `messages` (French, from `@congres/shared`),
 * `messagesEn` from `@congres/shared/messages-en`, `messagesAr` from `@congres/shared/messages-ar`
 * — builds its schema with `makeRegistrationSchema(catalogue, sentCountry)` (likewise
 * `makeSubmissionSchema`; `makeContactSchema(catalogue)`), and sends `Accept-Language: <locale>`
 * with the request, so the server answers its 422/403/413/419/429 messages and writes the
 * confirmation mail in that language.
 */

export const LOCALES = ["fr", "en", "ar"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "fr";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** Arabic is the only right-to-left language of the site. */
export function localeDirection(locale: Locale): "ltr" | "rtl" {
  return locale === "ar" ? "rtl" : "ltr";
}

/** The languages as the admin (French) names them: the language a delegate's mail is written in. */
export const LOCALE_NAMES_FR: Record<Locale, string> = {
  fr: "Français",
  en: "Anglais",
  ar: "Arabe",
};

/**
 * BCP 47 tags for `Intl` (dates in Casablanca's time zone, numbers): Arabic is the language's
 * own `ar`, which gives the pan-Arab month names (أكتوبر، نوفمبر) read from North Africa to the
 * Gulf — `ar-MA` would give the Moroccan ones (نونبر) —, with Western digits (decision 0029).
 */
export const INTL_LOCALES: Record<Locale, string> = {
  fr: "fr-FR",
  en: "en-GB",
  ar: "ar-u-nu-latn",
};
