import { type CertificateRecipients, type Edition, zonedDateTimeToUtc } from "@congres/shared";
import { sql } from "kysely";
import { type Db, isPostgres } from "../../db/connection.ts";
import type { PendingMail } from "../../services/mail/mail-draft.ts";
import { delegateMailTexts, mailLanguageOf } from "../../services/mail/mail-language.ts";
import { idsWithMail } from "../../services/mail/outbox-repository.ts";
import { checkInSettings } from "../check-in/check-in-settings.ts";
import { type MailedRegistration, personName } from "../registrations/delegate-data.ts";
import { certificateRecipients } from "../registrations/registration-attendance.ts";

/** The congress's first instant: its first day's midnight, in Casablanca. */
export function congressStartsAt(edition: Edition): Date {
  const first = zonedDateTimeToUtc(`${edition.dates.start}T00:00:00`, edition.timeZone);
  if (!first) throw new Error(`edition.dates.start is not a date: ${edition.dates.start}`);
  return first;
}

/** The first instant after the congress's last day, in Casablanca. */
export function congressEndsAt(edition: Edition): Date {
  const lastSecond = zonedDateTimeToUtc(`${edition.dates.end}T23:59:59`, edition.timeZone);
  if (!lastSecond) throw new Error(`edition.dates.end is not a date: ${edition.dates.end}`);
  return new Date(lastSecond.getTime() + 1000);
}

/**
 * Paid or waived registrations without a certificate mail yet (sent, queued or failed), by id:
 * by default only those checked in at the desk at least once (issue #25); all of them when the
 * secretariat's setting says so. Two queries (the registrations, the mails' ids), then the
 * difference: the outbox is the mail service's, the registrations their module's (decision 0062).
 */
async function pendingCertificates(db: Db, recipients: CertificateRecipients) {
  const [rows, mailed] = await Promise.all([
    certificateRecipients(db, recipients),
    idsWithMail(db, "attendance_certificate", "registration"),
  ]);
  return rows.filter((row) => !mailed.has(row.id));
}

export async function countPendingCertificates(db: Db): Promise<number> {
  const { certificates } = await checkInSettings(db);
  return (await pendingCertificates(db, certificates)).length;
}

/** A delegate's certificate mail, in the language stored with their registration. */
export function certificateMail(registration: MailedRegistration, edition: Edition): PendingMail {
  const name = personName(registration);
  const language = mailLanguageOf(registration);
  return {
    kind: "attendance_certificate",
    to: { name, address: registration.email },
    subject: delegateMailTexts(language).attendanceCertificate.subject(edition.shortName),
    entity: { type: "registration", id: registration.id },
    attachments: [{ type: "certificate", registrationId: registration.id }],
    data: {
      template: "attendance_certificate",
      name,
      reference: registration.reference,
      language,
    },
  };
}

// Inserted a batch at a time: one statement stays far below PostgreSQL's parameter limit.
const BATCH = 500;

/**
 * Queues one certificate mail per pending registration, in `trx`, and answers how many. Two
 * staff clicking at once queue each certificate once: PostgreSQL serialises the sends with a
 * transaction-scoped advisory lock, SQLite serialises every write transaction.
 */
export async function queuePendingCertificates(
  trx: Db,
  edition: Edition,
  queue: (mails: PendingMail[]) => Promise<void>,
): Promise<number> {
  if (isPostgres(trx))
    await sql`select pg_advisory_xact_lock(hashtext('certificates.send'))`.execute(trx);
  const { certificates } = await checkInSettings(trx);
  const rows = await pendingCertificates(trx, certificates);
  for (let start = 0; start < rows.length; start += BATCH) {
    await queue(rows.slice(start, start + BATCH).map((row) => certificateMail(row, edition)));
  }
  return rows.length;
}
