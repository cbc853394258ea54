import { z } from "zod";
import { makeFields } from "./fields.ts";
import { LOCALES } from "./locales.ts";
import { messages, type ValidationMessages } from "./messages.ts";

/**
 * The « Mon espace » sign-in form (issue #38, decision 0068): the e-mail, as the contact form
 * checks one, and the language of the page, which the sign-in mail and its link follow. The
 * address is compared lower-cased and trimmed, as the space reads it.
 */
export function makeSpaceLinkSchema(catalogue: ValidationMessages) {
  const { email } = makeFields(catalogue.common);
  return z.object({
    email: email(catalogue.contact.email).transform((value) => value.toLowerCase()),
    locale: z.enum(LOCALES).optional(),
  });
}

export const spaceLinkSchema = makeSpaceLinkSchema(messages);

export type SpaceLinkInput = z.input<typeof spaceLinkSchema>;
