import type { Edition } from "@congres/shared";
import type { Selectable } from "kysely";
import type { RegistrationTable } from "../../db/schema.ts";
import type { PendingMail } from "../../services/mail/mail-draft.ts";
import { delegateMailTexts, mailLanguageOf } from "../../services/mail/mail-language.ts";
import { personName } from "../registrations/delegate-data.ts";

type Recipient = Pick<
  Selectable<RegistrationTable>,
  "id" | "reference" | "first_name" | "last_name" | "email" | "language"
>;

/**
 * The mail answering a visa letter request, in the delegate's language: the letter attached
 * (rendered at delivery from the stored letter, decision 0021) or staff's reason for refusing.
 */
export function visaLetterMail(
  registration: Recipient,
  edition: Edition,
  decision: { approved: true; visaLetterId: number } | { approved: false; reason: string },
): PendingMail {
  const name = personName(registration);
  const language = mailLanguageOf(registration);
  const t = delegateMailTexts(language).visaLetter;
  return {
    kind: decision.approved ? "visa_letter" : "visa_letter_refusal",
    to: { name, address: registration.email },
    subject: decision.approved ? t.subject(edition.shortName) : t.refusedSubject(edition.shortName),
    entity: { type: "registration", id: registration.id },
    ...(decision.approved
      ? { attachments: [{ type: "visa_letter", visaLetterId: decision.visaLetterId }] }
      : {}),
    data: {
      template: "visa_letter_decision",
      name,
      reference: registration.reference,
      decision: decision.approved ? "approved" : "refused",
      ...(decision.approved ? {} : { reason: decision.reason }),
      language,
    },
  };
}
