import { z } from "zod";
import { AFRICAN_COUNTRY_CODES, REST_OF_WORLD_CODES } from "./country-codes.ts";
import { editionFacts } from "./edition-facts.ts";
import { makeFields } from "./fields.ts";
import { messages, type ValidationMessages } from "./messages.ts";

const NATIONALITIES: ReadonlySet<string> = new Set([
  ...AFRICAN_COUNTRY_CODES,
  ...REST_OF_WORLD_CODES,
]);

/** `YYYY-MM-DD` that names a real day (2025-02-30 does not). */
const isCalendarDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/**
 * A delegate's visa letter request (issue #38 item 5), its messages in the catalogue's language.
 * The passport must stay valid after the congress's last day (the edition's `dates.end`);
 * the number is kept in capitals without spaces, as passports print it.
 */
export function makeVisaLetterSchema(catalogue: ValidationMessages) {
  const { text, flag } = makeFields(catalogue.common);
  const m = catalogue.visaLetter;
  const date = (message: string) =>
    z.string({ error: message }).trim().refine(isCalendarDate, { error: message, abort: true });
  return z.object({
    passportNumber: z
      .string({ error: m.passportNumber })
      .transform((value) => value.replace(/[\s-]/g, "").toUpperCase())
      .refine((value) => /^[A-Z0-9]{5,20}$/.test(value), { error: m.passportNumber }),
    nationality: z
      .string({ error: m.nationality })
      .refine((value) => NATIONALITIES.has(value), { error: m.nationality }),
    birthDate: date(m.birthDate).refine(
      (value) => value >= "1900-01-01" && value < editionFacts.dates.start,
      { error: m.birthDate },
    ),
    passportExpiry: date(m.passportExpiry).refine((value) => value > editionFacts.dates.end, {
      error: m.passportExpiresTooSoon,
    }),
    placeOfBirth: text(m.placeOfBirth, 2, 100),
    /** An English translation after the French letter, for a consulate that reads English. */
    englishCopy: flag.default(false),
  });
}

/** The French schema, as the server checks it. */
export const visaLetterSchema = makeVisaLetterSchema(messages);

export type VisaLetterInput = z.input<typeof visaLetterSchema>;
export type VisaLetterRequest = z.output<typeof visaLetterSchema>;
