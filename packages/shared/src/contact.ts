import { z } from "zod";
import { LIMITS, makeFields } from "./fields.ts";
import { messages, type ValidationMessages } from "./messages.ts";

/** Stored when the subject is left blank, whatever the visitor's language: staff read French. */
export const DEFAULT_CONTACT_SUBJECT = "Demande d'information";

/**
 * The contact form (§3), with the institution the spec's form collected but never sent. A blank
 * subject becomes `blankSubject`: the server's schema stores DEFAULT_CONTACT_SUBJECT; a page's
 * schema leaves it blank for the server to fill, so no page ships the French subject.
 */
export function makeContactSchema(catalogue: ValidationMessages, blankSubject = "") {
  const { email, longText, optionalPhone, optionalText } = makeFields(catalogue.common);
  const m = catalogue.contact;
  return z.object({
    firstName: optionalText(LIMITS.name),
    lastName: optionalText(LIMITS.name),
    email: email(m.email),
    phone: optionalPhone(m.phone),
    institution: optionalText(LIMITS.shortText),
    subject: optionalText(LIMITS.shortText).transform((subject) => subject || blankSubject),
    message: longText(m.message, 1, LIMITS.message),
  });
}

/** The French contact schema. */
export const contactSchema = makeContactSchema(messages, DEFAULT_CONTACT_SUBJECT);

export type ContactInput = z.input<typeof contactSchema>;
export type Contact = z.output<typeof contactSchema>;
