import { type Locale, VALIDATION_MESSAGES, type ValidationMessages } from "@congres/shared";
import type { z } from "zod";

/** The languages a route's `localizedBody` holds (French is its `schema.body`). */
export type OtherLocale = Exclude<Locale, "fr">;

/**
 * A public form's schema in the languages other than French, for its route's `localizedBody`
 * config, built by `make` the first time a 422 is worded in that language and kept: the server
 * starts without the English and Arabic copies of every form (decision 0084).
 */
export function inOtherLanguages(
  make: (locale: OtherLocale) => z.ZodType,
): Partial<Record<Locale, z.ZodType>> {
  const built: Partial<Record<OtherLocale, z.ZodType>> = {};
  return {
    get en() {
      built.en ??= make("en");
      return built.en;
    },
    get ar() {
      built.ar ??= make("ar");
      return built.ar;
    },
  };
}

/** The same, for a factory of the form's validation catalogue (the same factory as `schema.body`). */
export function localizedBodies(
  make: (catalogue: ValidationMessages) => z.ZodType,
): Partial<Record<Locale, z.ZodType>> {
  return inOtherLanguages((locale) => make(VALIDATION_MESSAGES[locale]));
}
