import { maskedAccount } from "@congres/shared";
import { staffMail } from "../../services/mail/delegate-mails.ts";
import type { PendingMail } from "../../services/mail/mail-draft.ts";
import { delegateMailTexts, mailLanguageOf } from "../../services/mail/mail-language.ts";
import type { MailService } from "../../services/mail/mail-service.ts";
import { mailTexts } from "../../services/mail/mail-texts.ts";
import { type MailedRegistration, personName } from "../registrations/delegate-data.ts";

type Outcome = "cancelled" | "requested" | "refunded";

const KINDS = {
  cancelled: "registration_cancelled",
  requested: "cancellation_requested",
  refunded: "registration_refunded",
} as const;

/** The delegate's mail in the language stored with her registration (decision 0069). */
export function delegateCancellationMail(
  registration: MailedRegistration,
  outcome: Outcome,
  mail: MailService,
  money: { amountCentimes?: number; account?: string } = {},
): PendingMail {
  const language = mailLanguageOf(registration);
  const name = personName(registration);
  const { shortName } = mail.context.edition;
  return {
    kind: KINDS[outcome],
    to: { name, address: registration.email },
    subject: delegateMailTexts(language).registrationCancellation.subject[outcome](
      shortName,
      registration.reference,
    ),
    entity: { type: "registration", id: registration.id },
    data: {
      template: "registration_cancellation",
      name,
      reference: registration.reference,
      outcome,
      ...(money.amountCentimes === undefined ? {} : { amountCentimes: money.amountCentimes }),
      ...(money.account ? { account: maskedAccount(money.account) } : {}),
      language,
    },
  };
}

/** The secretariat's notice of a delegate's cancellation, done at once or to refund. */
export function staffCancellationMail(
  registration: MailedRegistration,
  outcome: "cancelled" | "requested",
  mail: MailService,
): PendingMail {
  const texts = mailTexts.staff.cancellation;
  return staffMail(
    {
      kind: "staff_cancellation",
      entity: { type: "registration", id: registration.id },
      subject: texts.subject(registration.reference, personName(registration)),
      intro: texts[outcome],
      details: [],
      actionLabel: texts.action,
    },
    mail.context,
  );
}
