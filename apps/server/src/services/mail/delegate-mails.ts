import {
  CATEGORIES,
  type Contact,
  DEFAULT_LOCALE,
  type Locale,
  labelOf,
  MAIL_ENTITY_PATHS,
  type MailEntityType,
  PARTICIPATION_TYPES,
  type Registration,
  SUBMISSION_TYPES,
  type Submission,
} from "@congres/shared";
import type { EarlierRegistrations, MailContext, PendingMail, StaffDetail } from "./mail-draft.ts";
import { delegateMailTexts } from "./mail-language.ts";
import { mailTexts } from "./mail-texts.ts";

const SUBJECT_TITLE_MAX = 80;

/** A header value on one line: a typed line break must not reach the Subject header. */
const oneLine = (value: string) => value.replace(/\s*[\r\n\u0085\u2028\u2029]+\s*/g, " ").trim();

/** A title of at most 80 characters for a subject, cut after a whole word, ending with "…". */
function shortenTitle(title: string): string {
  const characters = Array.from(oneLine(title));
  if (characters.length <= SUBJECT_TITLE_MAX) return characters.join("");
  const cut = characters.slice(0, SUBJECT_TITLE_MAX - 1).join("");
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > SUBJECT_TITLE_MAX / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

const fullName = (person: { firstName: string; lastName: string }) =>
  oneLine([person.firstName, person.lastName].filter(Boolean).join(" "));

/**
 * The mails of the three public writes, queued with the data they are rendered from: composing
 * them costs a few string operations in the request, and the worker renders them with React Email
 * after the write (decision 0017). The write queues them in its transaction, once the row's id is
 * known (the staff notification links to it).
 */

export type StaffMail = {
  kind: PendingMail["kind"];
  entity: { type: MailEntityType; id: number };
  subject: string;
  intro: string;
  details: StaffDetail[];
  warning?: string;
  actionLabel: string;
};

/** The organisers' French notice of `mail`, to ORGANISERS_EMAIL, pointing to its admin page. */
export function staffMail(mail: StaffMail, context: MailContext): PendingMail {
  const { edition } = context;
  const subject = oneLine(mail.subject);
  const href = `${edition.siteUrl}${MAIL_ENTITY_PATHS[mail.entity.type]}/${mail.entity.id}`;
  return {
    kind: mail.kind,
    to: {
      name: mailTexts.staff.recipientName(edition.shortName),
      address: context.organisersEmail,
    },
    subject,
    entity: mail.entity,
    data: {
      template: "staff_notification",
      subject,
      intro: mail.intro,
      details: mail.details,
      ...(mail.warning ? { warning: mail.warning } : {}),
      action: { label: mail.actionLabel, href },
    },
  };
}

/**
 * The delegate's confirmation (reference, amount, bank transfer) and the organisers' notice; both
 * say so when the address was used for `earlier` registrations, which only the address's owner
 * and the staff read: the answer to the visitor never tells (decision 0017). The confirmation is
 * in the delegate's `language`, the notice in French.
 */
export function registrationMails(
  saved: { id: number; reference: string },
  registration: Registration,
  earlier: EarlierRegistrations,
  context: MailContext,
  language: Locale = DEFAULT_LOCALE,
  amountDueCentimes?: number,
): PendingMail[] {
  const { edition } = context;
  const { id, reference } = saved;
  const name = fullName(registration);
  const entity = { type: "registration", id } as const;
  const staff = mailTexts.staff.registration;
  return [
    {
      kind: "registration_confirmation",
      to: { name, address: registration.email },
      subject: oneLine(
        delegateMailTexts(language).registration.subject(edition.shortName, reference),
      ),
      entity,
      data: {
        template: "registration_confirmation",
        language,
        reference,
        registration,
        earlier,
        // As the server may show them when the mail is queued (withheld while provisional).
        bankTransfer: context.bankTransfer,
        ...(amountDueCentimes === undefined ? {} : { amountDueCentimes }),
      },
    },
    staffMail(
      {
        kind: "staff_new_registration",
        entity,
        subject: staff.subject(reference, name),
        intro: staff.intro,
        details: [
          {
            label: staff.participationType,
            value: labelOf(PARTICIPATION_TYPES, registration.participationType),
          },
        ],
        ...(earlier.count > 0 ? { warning: staff.duplicateWarning(earlier) } : {}),
        actionLabel: staff.action,
      },
      context,
    ),
  ];
}

/** The submitter's acknowledgement (everything sent, results date) and the organisers' notice. */
export function submissionMails(
  saved: { id: number; reference: string },
  submission: Submission,
  context: MailContext,
  language: Locale = DEFAULT_LOCALE,
): PendingMail[] {
  const { edition } = context;
  const { id, reference } = saved;
  const name = fullName(submission);
  const entity = { type: "submission", id } as const;
  const staff = mailTexts.staff.submission;
  return [
    {
      kind: "submission_acknowledgement",
      to: { name, address: submission.email },
      subject: oneLine(
        delegateMailTexts(language).submission.subject(
          edition.shortName,
          reference,
          shortenTitle(submission.title),
        ),
      ),
      entity,
      data: { template: "submission_acknowledgement", language, reference, submission },
    },
    staffMail(
      {
        kind: "staff_new_submission",
        entity,
        subject: staff.subject(reference, name),
        intro: staff.intro,
        details: [
          {
            label: staff.submissionType,
            value: labelOf(SUBMISSION_TYPES, submission.submissionType),
          },
          { label: staff.category, value: labelOf(CATEGORIES, submission.category) },
        ],
        actionLabel: staff.action,
      },
      context,
    ),
  ];
}

/** The thanks with a copy of the message, and the organisers' notice. */
export function contactMails(
  id: number,
  contact: Contact,
  context: MailContext,
  language: Locale = DEFAULT_LOCALE,
): PendingMail[] {
  const { edition } = context;
  const name = fullName(contact);
  const entity = { type: "contact", id } as const;
  const staff = mailTexts.staff.contact;
  return [
    {
      kind: "contact_acknowledgement",
      to: { name, address: contact.email },
      subject: oneLine(delegateMailTexts(language).contact.subject(edition.shortName)),
      entity,
      data: { template: "contact_acknowledgement", language, name, contact },
    },
    staffMail(
      {
        kind: "staff_new_contact",
        entity,
        subject: staff.subject(name, id),
        intro: staff.intro,
        details: [],
        actionLabel: staff.action,
      },
      context,
    ),
  ];
}
