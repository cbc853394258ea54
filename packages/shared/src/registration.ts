import { z } from "zod";
import { COUNTRIES, PARTICIPATION_TYPES, TITLES, valuesOf } from "./choices.ts";
import {
  choice,
  email,
  flag,
  LIMITS,
  optionalText,
  personName,
  phone,
  text,
  ticked,
} from "./fields.ts";
import { messages } from "./messages.ts";

const m = messages.registration;

/** The public registration form (§3, rules and messages of §5). */
export const registrationSchema = z.object({
  firstName: personName(m.firstName),
  lastName: personName(m.lastName),
  email: email(m.email),
  phone: phone(m.phone),
  title: choice(valuesOf(TITLES), m.title),
  specialty: text(m.specialty, 1, LIMITS.shortText),
  institution: text(m.institution, 1, LIMITS.shortText),
  address: text(m.address, 1, LIMITS.shortText),
  city: text(m.city, 1, LIMITS.name),
  country: choice(COUNTRIES, m.country),
  participationType: choice(valuesOf(PARTICIPATION_TYPES), m.participationType),
  accommodationNeeded: flag.default(false),
  dietaryRestrictions: optionalText(LIMITS.shortText),
  emergencyContact: text(m.emergencyContact, 1, LIMITS.shortText),
  emergencyPhone: phone(m.emergencyPhone),
  termsAccepted: ticked(m.termsAccepted),
});

export type RegistrationInput = z.input<typeof registrationSchema>;
export type Registration = z.output<typeof registrationSchema>;
