import { z } from "zod";
import { email, LIMITS, longText, optionalPhone, optionalText } from "./fields.ts";
import { messages } from "./messages.ts";

export const DEFAULT_CONTACT_SUBJECT = "Demande d'information";

const m = messages.contact;

/** The contact form (§3), with the institution the spec's form collected but never sent. */
export const contactSchema = z.object({
  firstName: optionalText(LIMITS.name),
  lastName: optionalText(LIMITS.name),
  email: email(m.email),
  phone: optionalPhone(m.phone),
  institution: optionalText(LIMITS.shortText),
  subject: optionalText(LIMITS.shortText).transform(
    (subject) => subject || DEFAULT_CONTACT_SUBJECT,
  ),
  message: longText(m.message, 1, LIMITS.message),
});

export type ContactInput = z.input<typeof contactSchema>;
export type Contact = z.output<typeof contactSchema>;
