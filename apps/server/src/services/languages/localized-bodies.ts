import { type Locale, VALIDATION_MESSAGES, type ValidationMessages } from "@congres/shared";
import type { z } from "zod";

/**
 * A public form's schema in the languages other than French, for its route's `localizedBody`
 * config: built once at start by the same factory as the French `schema.body`.
 */
export function localizedBodies(
  make: (catalogue: ValidationMessages) => z.ZodType,
): Partial<Record<Locale, z.ZodType>> {
  return { en: make(VALIDATION_MESSAGES.en), ar: make(VALIDATION_MESSAGES.ar) };
}
