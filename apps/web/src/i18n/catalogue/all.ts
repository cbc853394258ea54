/**
 * The validation catalogue of a page's language, for the forms' browser checks (decision 0026).
 * This module holds the three; the browser bundles import one of `fr.ts`, `en.ts`, `ar.ts`
 * instead (prerender/locale-bundle-plugin.ts), so a page ships its own language only.
 */
import { messages, type ValidationMessages } from "@congres/shared/facts";
import { messagesAr } from "@congres/shared/messages-ar";
import { messagesEn } from "@congres/shared/messages-en";
import type { Locale } from "../locale.ts";

const CATALOGUES: Record<Locale, ValidationMessages> = {
  fr: messages,
  en: messagesEn,
  ar: messagesAr,
};

export const validationCatalogue = (locale: Locale): ValidationMessages => CATALOGUES[locale];
