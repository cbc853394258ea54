import { type CertificateRecipients, type Edition, zonedDateTimeToUtc } from "@congres/shared";
import { sql } from "kysely";
import { type Db, isPostgres } from "../../db/connection.ts";
import type { PendingMail } from "../../services/mail/mail-draft.ts";
import { delegateMailTexts, mailLanguageOf } from "../../services/mail/mail-language.ts";
import { checkInSettings } from "../check-in/check-in-settings.ts";
import { ATTENDING_STATUSES } from "./attendance-queries.ts";
import { personName } from "./delegate-data.ts";

/** The first instant after the congress's last day, in Casablanca. */
export function congressEndsAt(edition: Edition): Date {
  const lastSecond = zonedDateTimeToUtc(`${edition.dates.end}T23:59:59`, edition.timeZone);
  if (!lastSecond) throw new Error(`edition.dates.end is not a date: ${edition.dates.end}`);
  return new Date(lastSecond.getTime() + 1000);
}

/**
 * Paid or waived registrations without a certificate mail yet (sent, queued or failed): by
 * default only those checked in at the desk at least once (issue #25); all of them when the
 * secretariat's setting says so.
 */
function pendingCertificates(db: Db, recipients: CertificateRecipients) {
  return db
    .selectFrom("registrations")
    .where("payment_status", "in", ATTENDING_STATUSES)
    .$if(recipients === "checked_in", (query) =>
      query.where(({ exists, selectFrom }) =>
        exists(
          selectFrom("check_ins")
            .select("check_ins.id")
            .whereRef("check_ins.registration_id", "=", "registrations.id")
            .where("check_ins.undone_at", "is", null),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("outbox")
            .select("outbox.id")
            .where("outbox.kind", "=", "attendance_certificate")
            .where("outbox.entity_type", "=", "registration")
            .whereRef("outbox.entity_id", "=", "registrations.id"),
        ),
      ),
    );
}

export async function countPendingCertificates(db: Db): Promise<number> {
  const { certificates } = await checkInSettings(db);
  const row = await pendingCertificates(db, certificates)
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A delegate's certificate mail, in the language stored with their registration. */
export function certificateMail(
  registration: {
    id: number;
    reference: string;
    first_name: string;
    last_name: string;
    email: string;
    /** Stored with the registration (decision 0027); French when absent. */
    language?: string;
  },
  edition: Edition,
): PendingMail {
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
  const rows = await pendingCertificates(trx, certificates)
    .select(["id", "reference", "first_name", "last_name", "email", "language"])
    .orderBy("id")
    .execute();
  for (let start = 0; start < rows.length; start += BATCH) {
    await queue(rows.slice(start, start + BATCH).map((row) => certificateMail(row, edition)));
  }
  return rows.length;
}
