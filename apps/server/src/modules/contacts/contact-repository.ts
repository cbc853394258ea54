import { type Contact, DEFAULT_LOCALE, type Locale } from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { nowIso } from "../../db/values.ts";

/** The columns the contact form fills (the public one, a correction). */
export const contactColumns = (contact: Contact) => ({
  first_name: contact.firstName,
  last_name: contact.lastName,
  email: contact.email,
  phone: contact.phone,
  institution: contact.institution,
  subject: contact.subject,
  message: contact.message,
});

export async function insertContactMessage(
  db: Db,
  contact: Contact,
  language: Locale = DEFAULT_LOCALE,
): Promise<number> {
  const row = await db
    .insertInto("contact_messages")
    .values({
      ...contactColumns(contact),
      created_at: nowIso(),
      language,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}
