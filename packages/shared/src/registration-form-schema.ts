import { z } from "zod";
import { PARTICIPATION_TYPE_VALUES, TITLE_VALUES } from "./choice-values.ts";
import type { CountryRule } from "./country-codes.ts";
import { LIMITS, makeFields } from "./fields.ts";
import type { ValidationMessages } from "./messages.ts";

/**
 * Latin letters (accents included), spaces, hyphens, apostrophes and dots: "Fatima Benali". The
 * typographic apostrophe written \u2019 keeps the server's bundle ASCII (bundle-server.ts).
 */
const LATIN_NAME = /^[\p{Script=Latin}\p{M} '\u2019.-]+$/u;

/**
 * The public registration form (§3, rules of §5), its messages in the catalogue's language, its
 * country checked by `countries` (the server's `storedCountry`, the browser's `sentCountry`).
 */
export function makeRegistrationSchema(
  catalogue: Pick<ValidationMessages, "registration" | "common">,
  countries: CountryRule,
) {
  const { choice, country, email, flag, optionalText, personName, phone, text, ticked } =
    makeFields(catalogue.common);
  const m = catalogue.registration;
  return z.object({
    // §5 words one message per name, blank or too short: a blank name is shorter than 2 characters.
    firstName: personName({ required: m.firstName, tooShort: m.firstName }),
    lastName: personName({ required: m.lastName, tooShort: m.lastName }),
    email: email(m.email),
    phone: phone(m.phone),
    title: choice(TITLE_VALUES, m.title),
    specialty: text(m.specialty, 1, LIMITS.shortText),
    institution: text(m.institution, 1, LIMITS.shortText),
    address: text(m.address, 1, LIMITS.shortText),
    city: text(m.city, 1, LIMITS.name),
    country: country(countries, m.country),
    participationType: choice(PARTICIPATION_TYPE_VALUES, m.participationType),
    accommodationNeeded: flag.default(false),
    dietaryRestrictions: optionalText(LIMITS.shortText),
    emergencyContact: text(m.emergencyContact, 1, LIMITS.shortText),
    emergencyPhone: phone(m.emergencyPhone),
    termsAccepted: ticked(m.termsAccepted),
    // Optional: a name in another script also written as badges, receipts and banks print it.
    latinName: optionalText(LIMITS.name).refine(
      (value) => value === "" || (LATIN_NAME.test(value) && /\p{L}/u.test(value)),
      { error: m.latinName },
    ),
  });
}
