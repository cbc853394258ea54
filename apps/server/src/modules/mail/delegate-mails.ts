import {
  CATEGORIES,
  type Contact,
  labelOf,
  MAIL_ENTITY_PATHS,
  type MailEntityType,
  PARTICIPATION_TYPES,
  type Registration,
  SUBMISSION_TYPES,
  type Submission,
} from "@congres/shared";
import type { MailContext, MailDraft } from "./mail-draft.ts";
import { mailTexts } from "./mail-texts.ts";
import { renderMail } from "./render-mail.ts";
import type { Detail } from "./templates/mail-layout.tsx";

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
 * The mails of one public write. The person's mail is rendered before the write's transaction
 * starts (it depends only on the reference): on SQLite a transaction holds the only connection,
 * so rendering there would stall every other request. The staff notification links to the new
 * row, so it is rendered once the row's id is known, inside the transaction.
 */
export type PendingMails = { withId(id: number): Promise<MailDraft[]> };

type StaffMail = {
  kind: MailDraft["kind"];
  entity: { type: MailEntityType; id: number };
  subject: string;
  intro: string;
  details: Detail[];
  actionLabel: string;
};

async function staffMail(mail: StaffMail, context: MailContext): Promise<MailDraft> {
  const { edition } = context;
  const subject = oneLine(mail.subject);
  const href = `${edition.siteUrl}${MAIL_ENTITY_PATHS[mail.entity.type]}/${mail.entity.id}`;
  const body = await renderMail("StaffNotification", {
    subject,
    intro: mail.intro,
    details: mail.details,
    action: { label: mail.actionLabel, href },
    edition,
  });
  return {
    kind: mail.kind,
    to: {
      name: mailTexts.staff.recipientName(edition.shortName),
      address: context.organisersEmail,
    },
    subject,
    ...body,
    entity: mail.entity,
  };
}

/** The delegate's confirmation (reference, amount, bank transfer) and the organisers' notice. */
export async function registrationMails(
  reference: string,
  registration: Registration,
  context: MailContext,
): Promise<PendingMails> {
  const { edition } = context;
  const name = fullName(registration);
  const confirmation = {
    kind: "registration_confirmation",
    to: { name, address: registration.email },
    subject: oneLine(mailTexts.registration.subject(edition.shortName, reference)),
    ...(await renderMail("RegistrationConfirmation", { reference, registration, edition })),
  } as const;
  const staff = mailTexts.staff.registration;
  return {
    withId: async (id) => {
      const entity = { type: "registration", id } as const;
      const notification = await staffMail(
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
          actionLabel: staff.action,
        },
        context,
      );
      return [{ ...confirmation, entity }, notification];
    },
  };
}

/** The submitter's acknowledgement (everything sent, results date) and the organisers' notice. */
export async function submissionMails(
  reference: string,
  submission: Submission,
  context: MailContext,
): Promise<PendingMails> {
  const { edition } = context;
  const name = fullName(submission);
  const acknowledgement = {
    kind: "submission_acknowledgement",
    to: { name, address: submission.email },
    subject: oneLine(
      mailTexts.submission.subject(edition.shortName, reference, shortenTitle(submission.title)),
    ),
    ...(await renderMail("SubmissionAcknowledgement", { reference, submission, edition })),
  } as const;
  const staff = mailTexts.staff.submission;
  return {
    withId: async (id) => {
      const entity = { type: "submission", id } as const;
      const notification = await staffMail(
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
      );
      return [{ ...acknowledgement, entity }, notification];
    },
  };
}

/** The thanks with a copy of the message, and the organisers' notice. */
export async function contactMails(contact: Contact, context: MailContext): Promise<PendingMails> {
  const { edition } = context;
  const name = fullName(contact);
  const acknowledgement = {
    kind: "contact_acknowledgement",
    to: { name, address: contact.email },
    subject: oneLine(mailTexts.contact.subject(edition.shortName)),
    ...(await renderMail("ContactAcknowledgement", { name, contact, edition })),
  } as const;
  const staff = mailTexts.staff.contact;
  return {
    withId: async (id) => {
      const entity = { type: "contact", id } as const;
      const notification = await staffMail(
        {
          kind: "staff_new_contact",
          entity,
          subject: staff.subject(name, id),
          intro: staff.intro,
          details: [],
          actionLabel: staff.action,
        },
        context,
      );
      return [{ ...acknowledgement, entity }, notification];
    },
  };
}
