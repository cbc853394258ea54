import {
  formatCentimes,
  GROUP_INVOICE_TEXTS,
  isPartlyPaid,
  type Locale,
  type MailEntityType,
  type MailingAudience,
  PAYMENT_REMINDER_INTERVAL_DAYS,
  type PaymentStatus,
  type RegistrationAudience,
  type SubmissionAudience,
  type SubmissionStatus,
} from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { mailLanguageOf as languageOf } from "../../services/mail/mail-language.ts";
import { addressesWrittenBy } from "../../services/mail/outbox-mailings.ts";
import { unregisteredPresenterIds } from "../presenters/presenter-checks.ts";
import { personName } from "../registrations/delegate-data.ts";
import {
  registrationsMatching,
  registrationsToRemind,
} from "../registrations/registration-audiences.ts";
import {
  type RegistrationListQuery,
  registrationList,
} from "../registrations/registration-list.ts";
import { reviewersWithPendingReviews } from "../reviews/reviewer-audiences.ts";
import { staffToWrite } from "../staff/staff-audiences.ts";
import { acceptedWithoutFile } from "../submission-files/missing-files.ts";
import { submissionsToWrite } from "../submissions/submission-audiences.ts";
import type { PlaceholderValues } from "./mailing-placeholders.ts";
import { mailingIdsOfKind } from "./mailing-repository.ts";
import { DECISION_WORDS, PAYMENT_STATUS_WORDS } from "./mailing-texts.ts";

/** One person a mailing writes to, with what its placeholders say for them. */
export type Recipient = {
  address: string;
  name: string;
  language: Locale;
  /** The row the mail is about: it is listed in that row's E-mails and its data export. */
  entity: { type: MailEntityType; id: number } | null;
  values: PlaceholderValues;
};

const DAY_MS = 86_400_000;

const EMPTY: PlaceholderValues = {
  prenom: "",
  nom: "",
  reference: "",
  montant_du: "",
  statut_paiement: "",
  titre: "",
  decision: "",
};

const nonEmpty = <T>(values: readonly T[] | undefined) =>
  values && values.length > 0 ? [...values] : undefined;

/**
 * The registrations list's query for an audience's filters: the mailing reads the list's own
 * spec (registrations/registration-list.ts), so its count is the list's total for the same filters.
 */
export function registrationListQuery(audience: RegistrationAudience): RegistrationListQuery {
  const query = {
    payment_status: nonEmpty(audience.paymentStatus),
    participation_type: nonEmpty(audience.participationType),
    country: nonEmpty(audience.country),
    language: nonEmpty(audience.language),
    checked_in: audience.checkedIn === undefined ? undefined : String(audience.checkedIn),
    created_from: audience.registeredFrom,
    created_to: audience.registeredTo,
  };
  // Only the filters are read from it: no page, sort or search.
  return { page: 1, per_page: 10, q: "", sort: "created_at", ...query } as RegistrationListQuery;
}

/** The people of an audience now, oldest row first, one per e-mail address. */
export async function resolveAudience(
  db: Db,
  audience: MailingAudience,
  now: Date,
): Promise<Recipient[]> {
  switch (audience.kind) {
    case "registrations":
      return distinct(await registrationRecipients(db, audience, now));
    case "payment_reminder":
      return distinct(await registrationRecipients(db, audience, now));
    case "submissions":
      return distinct(await submissionRecipients(db, audience));
    case "reviewers":
    case "staff":
      return distinct(await staffRecipients(db, audience));
  }
}

/** One mail per address, to its first row (case and spaces aside). */
function distinct(recipients: Recipient[]): Recipient[] {
  const seen = new Set<string>();
  return recipients.filter((recipient) => {
    const key = recipient.address.trim().toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

async function registrationRecipients(
  db: Db,
  audience: RegistrationAudience | Extract<MailingAudience, { kind: "payment_reminder" }>,
  now: Date,
): Promise<Recipient[]> {
  const rows =
    audience.kind === "registrations"
      ? await registrationsMatching(
          db,
          registrationList.conditions(registrationListQuery(audience)),
        )
      : await registrationsToRemind(db, ...(await reminderBounds(db, audience.days, now)));
  return rows.map((row) => {
    const language = languageOf(row);
    const owed = Math.max(0, row.amount_due_centimes - row.amount_received_centimes);
    return {
      address: row.email,
      name: personName(row),
      language,
      entity: { type: "registration", id: row.id },
      values: {
        ...EMPTY,
        prenom: row.first_name,
        nom: row.last_name,
        reference: row.reference,
        montant_du: formatCentimes(owed),
        // « Partiellement payée » with the remainder as montant_du (decision 0076).
        statut_paiement: isPartlyPaid(row)
          ? GROUP_INVOICE_TEXTS[language].partlyPaid
          : (PAYMENT_STATUS_WORDS[language][row.payment_status as PaymentStatus] ??
            row.payment_status),
      },
    };
  });
}

/**
 * "Relance de paiement": waiting registrations that still owe, registered more than `days` ago,
 * and not reminded in the last week (a reminder queued, sent or failed; not a cancelled one).
 */
async function reminderBounds(db: Db, days: number, now: Date) {
  const registeredBefore = new Date(now.getTime() - days * DAY_MS).toISOString();
  const remindedSince = new Date(
    now.getTime() - PAYMENT_REMINDER_INTERVAL_DAYS * DAY_MS,
  ).toISOString();
  const reminders = await mailingIdsOfKind(db, "payment_reminder");
  const reminded =
    reminders.length > 0 ? addressesWrittenBy(db, reminders, remindedSince) : undefined;
  return [registeredBefore, reminded] as const;
}

async function submissionRecipients(db: Db, audience: SubmissionAudience): Promise<Recipient[]> {
  const include = audience.include ?? ["submitter"];
  const { submissions, presenting } = await submissionsToWrite(
    db,
    {
      status: nonEmpty(audience.decision),
      submissionType: nonEmpty(audience.submissionType),
      category: nonEmpty(audience.category),
      ids: audience.unregisteredPresenter ? await unregisteredPresenterIds(db) : undefined,
    },
    include.includes("presenting"),
  );
  // « Fichiers manquants »: only the accepted abstracts whose poster or slides have not come.
  const missing = audience.missingFiles
    ? new Set((await acceptedWithoutFile(db)).map((row) => row.id))
    : undefined;
  const authorsOf = new Map<number, typeof presenting>();
  for (const author of presenting) {
    authorsOf.set(author.submission_id, [...(authorsOf.get(author.submission_id) ?? []), author]);
  }
  return submissions.flatMap((submission) => {
    if (missing && !missing.has(submission.id)) return [];
    const language = languageOf(submission);
    const about = {
      language,
      entity: { type: "submission", id: submission.id } as const,
    };
    const shared = {
      reference: submission.reference,
      titre: submission.title,
      decision:
        DECISION_WORDS[language][submission.status as SubmissionStatus] ?? submission.status,
    };
    const people = [
      ...(include.includes("submitter") ? [submission] : []),
      ...(authorsOf.get(submission.id) ?? []),
    ];
    return people.map((person) => ({
      ...about,
      address: person.email,
      name: personName(person),
      values: { ...EMPTY, ...shared, prenom: person.first_name, nom: person.last_name },
    }));
  });
}

async function staffRecipients(
  db: Db,
  audience: Extract<MailingAudience, { kind: "reviewers" | "staff" }>,
): Promise<Recipient[]> {
  const rows =
    audience.kind === "reviewers"
      ? await staffToWrite(db, {
          roles: ["reviewer"],
          ids: audience.pendingOnly ? await reviewersWithPendingReviews(db) : undefined,
        })
      : await staffToWrite(db, { roles: nonEmpty(audience.role) });
  return rows.map((row) => {
    const [first = "", ...rest] = row.name.trim().split(/\s+/);
    return {
      address: row.email,
      name: row.name,
      language: languageOf(row),
      entity: null,
      values: { ...EMPTY, prenom: first, nom: rest.join(" ") },
    };
  });
}
