import { DEFAULT_LOCALE, isLocale, type Locale } from "@congres/shared";
import { type DelegateMailTexts, mailTexts } from "./mail-texts.ts";
import { mailTextsAr } from "./mail-texts-ar.ts";
import { mailTextsEn } from "./mail-texts-en.ts";

const DELEGATE_MAIL_TEXTS: Record<Locale, DelegateMailTexts> = {
  fr: mailTexts,
  en: mailTextsEn,
  ar: mailTextsAr,
};

/**
 * The language to write to a delegate in: the `language` stored with their registration,
 * submission or message (decision 0027), or with a queued mail's template data. French when
 * absent or unknown (a row or a mail from before languages, a staff-made late entry).
 */
export function mailLanguageOf(row: { language?: unknown } | null | undefined): Locale {
  const language = row?.language;
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

/** The delegates' mail texts in `language`. */
export const delegateMailTexts = (language: Locale): DelegateMailTexts =>
  DELEGATE_MAIL_TEXTS[language];
