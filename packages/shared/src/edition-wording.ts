import { editionWordingAr } from "./edition-wording-ar.ts";
import { editionWordingEn } from "./edition-wording-en.ts";
import { editionWordingFr } from "./edition-wording-fr.ts";
import type { EditionWording } from "./edition-wording-type.ts";
import type { Locale } from "./locales.ts";

export type { EditionWording };
export { editionWordingAr, editionWordingEn, editionWordingFr };

/** Every language's wording, for the server, which writes mails in all three. */
export const EDITION_WORDING: Record<Locale, EditionWording> = {
  fr: editionWordingFr,
  en: editionWordingEn,
  ar: editionWordingAr,
};

/** The edition's worded facts in `locale`. */
export const editionWordingIn = (locale: Locale): EditionWording => EDITION_WORDING[locale];
