import type { Locale } from "./locales.ts";
import { messages, type ValidationMessages } from "./messages.ts";
import { messagesAr } from "./messages-ar.ts";
import { messagesEn } from "./messages-en.ts";

/**
 * Every language's validation catalogue, for the server, which answers in all three. A page
 * imports only its own catalogue instead (see locales.ts), so it ships one language.
 */
export const VALIDATION_MESSAGES: Record<Locale, ValidationMessages> = {
  fr: messages,
  en: messagesEn,
  ar: messagesAr,
};
