import {
  formatCentimes,
  type Locale,
  type MailEntityType,
  type MailingAudience,
  PAYMENT_REMINDER_INTERVAL_DAYS,
  type PaymentStatus,
  type RegistrationAudience,
  type SubmissionAudience,
  type SubmissionStatus,
} from "@congres/shared";
import { sql } from "kysely";
import type { Db } from "../../db/connection.ts";
import { mailLanguageOf as languageOf } from "../../services/mail/mail-language.ts";
import { type RegistrationListQuery, registrationList } from "../admin/list-specs.ts";
import { personName } from "../attendance/delegate-data.ts";
import { staffAccountsToMail } from "../staff/staff-mail-recipients.ts";
import type { PlaceholderValues } from "./mailing-placeholders.ts";
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
 * spec (list-specs.ts), so its count is the list's total for the same filters.
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
  const conditions =
    audience.kind === "registrations"
      ? registrationList.conditions(registrationListQuery(audience))
      : paymentReminderConditions(audience.days, now);
  const rows = await db
    .selectFrom("registrations as s")
    .where((eb) => eb.and(conditions))
    .select([
      "s.id",
      "s.reference",
      "s.first_name",
      "s.last_name",
      "s.email",
      "s.language",
      "s.payment_status",
      "s.amount_due_centimes",
      "s.amount_received_centimes",
    ])
    .orderBy("s.id")
    .execute();
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
        statut_paiement:
          PAYMENT_STATUS_WORDS[language][row.payment_status as PaymentStatus] ?? row.payment_status,
      },
    };
  });
}

/**
 * "Relance de paiement": waiting registrations that still owe, registered more than `days` ago,
 * and not reminded in the last week (a reminder queued, sent or failed; not a cancelled one).
 */
function paymentReminderConditions(days: number, now: Date) {
  const registeredBefore = new Date(now.getTime() - days * DAY_MS).toISOString();
  const remindedSince = new Date(
    now.getTime() - PAYMENT_REMINDER_INTERVAL_DAYS * DAY_MS,
  ).toISOString();
  return [
    sql<boolean>`payment_status = 'en_attente'`,
    sql<boolean>`amount_due_centimes > amount_received_centimes`,
    sql<boolean>`created_at < ${registeredBefore}`,
    // By address: a second registration of the same person was written to through the first.
    sql<boolean>`lower(trim(email)) not in (
      select lower(trim(o.to_address)) from outbox o join mailings m on m.id = o.mailing_id
      where m.audience_kind = 'payment_reminder' and o.status <> 'withdrawn'
        and o.created_at >= ${remindedSince})`,
  ];
}

async function submissionRecipients(db: Db, audience: SubmissionAudience): Promise<Recipient[]> {
  const include = audience.include ?? ["submitter"];
  const submissions = await db
    .selectFrom("submissions")
    .select(["id", "reference", "first_name", "last_name", "email", "title", "status", "language"])
    .$if(nonEmpty(audience.decision) !== undefined, (q) =>
      q.where("status", "in", audience.decision ?? []),
    )
    .$if(nonEmpty(audience.submissionType) !== undefined, (q) =>
      q.where("submission_type", "in", audience.submissionType ?? []),
    )
    .$if(nonEmpty(audience.category) !== undefined, (q) =>
      q.where("category", "in", audience.category ?? []),
    )
    .orderBy("id")
    .execute();
  const presenting = include.includes("presenting")
    ? await db
        .selectFrom("submission_authors")
        .select(["submission_id", "first_name", "last_name", "email"])
        .where("is_presenting", "=", 1)
        .where("email", "<>", "")
        .orderBy("submission_id")
        .orderBy("position")
        .execute()
    : [];
  const authorsOf = new Map<number, typeof presenting>();
  for (const author of presenting) {
    authorsOf.set(author.submission_id, [...(authorsOf.get(author.submission_id) ?? []), author]);
  }
  return submissions.flatMap((submission) => {
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
  const rows = await staffAccountsToMail(
    db,
    audience.kind === "reviewers"
      ? { roles: ["reviewer"], withReviewsLeft: audience.pendingOnly === true }
      : nonEmpty(audience.role)
        ? { roles: audience.role ?? [] }
        : {},
  );
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
