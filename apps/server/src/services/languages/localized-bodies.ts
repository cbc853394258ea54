import {
  LOCALES,
  type Locale,
  VALIDATION_MESSAGES,
  type ValidationMessages,
} from "@congres/shared";
import type { z } from "zod";

/** The languages a route's `localizedBody` holds (French is its `schema.body`). */
export type OtherLocale = Exclude<Locale, "fr">;

const OTHER_LOCALES = LOCALES.filter((locale): locale is OtherLocale => locale !== "fr");

/**
 * A public form's schema in the languages other than French, for its route's `localizedBody`
 * config, built by `make` the first time a 422 is worded in that language and kept: the server
 * starts without the English and Arabic copies of every form (decision 0084).
 */
export function inOtherLanguages(
  make: (locale: OtherLocale) => z.ZodType,
): Partial<Record<Locale, z.ZodType>> {
  const bodies: Partial<Record<Locale, z.ZodType>> = {};
  for (const locale of OTHER_LOCALES) {
    let built: z.ZodType | undefined;
    // A getter on the config object itself: Fastify copies a route's config one level deep, so
    // the getter travels unread and builds the schema only when a 422 asks for it.
    Object.defineProperty(bodies, locale, {
      enumerable: true,
      get: () => {
        built ??= make(locale);
        return built;
      },
    });
  }
  return bodies;
}

/** The same, for a factory of the form's validation catalogue (the same factory as `schema.body`). */
export function localizedBodies(
  make: (catalogue: ValidationMessages) => z.ZodType,
): Partial<Record<Locale, z.ZodType>> {
  return inOtherLanguages((locale) => make(VALIDATION_MESSAGES[locale]));
}
