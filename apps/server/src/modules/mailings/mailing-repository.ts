import type {
  MailingAudience,
  MailingAudienceKind,
  MailingFailure,
  MailingProgress,
  MailingStatus,
  MailingText,
} from "@congres/shared";
import type { Selectable } from "kysely";
import type { Db } from "../../db/connection.ts";
import type { MailingTable } from "../../db/schema.ts";
import type { Actor } from "../../services/audit/audit-repository.ts";
import { withdrawUnsentMails } from "../../services/mail/outbox-repository.ts";

export type MailingRow = Selectable<MailingTable>;

/** A mailing as its routes use it: JSON columns read. */
export type Mailing = {
  id: number;
  audience: MailingAudience;
  subject: MailingText;
  body: MailingText;
  status: MailingStatus;
  row: MailingRow;
};

/** What staff write of a mailing: `POST` creates it, `PUT` replaces a draft's. */
export type MailingInput = Pick<Mailing, "audience" | "subject" | "body">;

export const mailingOf = (row: MailingRow): Mailing => ({
  id: row.id,
  audience: JSON.parse(row.audience) as MailingAudience,
  subject: JSON.parse(row.subject) as MailingText,
  body: JSON.parse(row.body) as MailingText,
  status: row.status as MailingStatus,
  row,
});

export async function insertMailing(
  db: Db,
  mailing: MailingInput,
  actor: Actor,
  now: Date,
): Promise<number> {
  const { id } = await db
    .insertInto("mailings")
    .values({
      audience_kind: mailing.audience.kind,
      audience: JSON.stringify(mailing.audience),
      subject: JSON.stringify(mailing.subject),
      body: JSON.stringify(mailing.body),
      created_at: now.toISOString(),
      created_by_id: actor.id,
      created_by_email: actor.email,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * Replaces a draft's audience and texts: a compare-and-set on the status, so that a draft sent
 * meanwhile is not changed under its queued mails. Answers whether the draft was changed.
 */
export async function updateDraftMailing(
  db: Db,
  id: number,
  mailing: MailingInput,
): Promise<boolean> {
  const result = await db
    .updateTable("mailings")
    .set({
      audience_kind: mailing.audience.kind,
      audience: JSON.stringify(mailing.audience),
      subject: JSON.stringify(mailing.subject),
      body: JSON.stringify(mailing.body),
    })
    .where("id", "=", id)
    .where("status", "=", "draft")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes a draft (compare-and-set on its status); answers whether it was one. */
export async function deleteDraftMailing(db: Db, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom("mailings")
    .where("id", "=", id)
    .where("status", "=", "draft")
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function findMailing(db: Db, id: number): Promise<Mailing | undefined> {
  const row = await db.selectFrom("mailings").selectAll().where("id", "=", id).executeTakeFirst();
  return row && mailingOf(row);
}

/** The newest mailings first, those of `kinds` only (the committee's). */
export async function listMailings(db: Db, kinds: readonly MailingAudienceKind[], limit = 100) {
  const rows = await db
    .selectFrom("mailings")
    .selectAll()
    .where("audience_kind", "in", [...kinds])
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map(mailingOf);
}

/**
 * The status staff read: a mailing being sent reads "sent" once none of its mails waits (each
 * delivered, failed after its retries, or withdrawn); the stored status stays "sending".
 */
export const shownStatus = (status: MailingStatus, waiting: boolean): MailingStatus =>
  status === "sending" && !waiting ? "sent" : status;

/** Which of the mailings `ids` still have a mail waiting to leave (one query for a list). */
export async function mailingsWaiting(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom("outbox")
    .select("mailing_id")
    .distinct()
    .where("mailing_id", "in", ids)
    .where("status", "=", "queued")
    .execute();
  return new Set(rows.map((row) => row.mailing_id as number));
}

/** Where a mailing's mails are. */
export async function mailingProgress(db: Db, id: number): Promise<MailingProgress> {
  const rows = await db
    .selectFrom("outbox")
    .select(["status", (eb) => eb.fn.countAll<number>().as("count")])
    .where("mailing_id", "=", id)
    .groupBy("status")
    .execute();
  const count = (status: string) => Number(rows.find((row) => row.status === status)?.count ?? 0);
  return {
    sent: count("sent"),
    failed: count("failed"),
    waiting: count("queued"),
    cancelled: count("withdrawn"),
  };
}

/** The mails that could not be delivered after every retry, with the SMTP server's reason. */
export async function mailingFailures(db: Db, id: number, limit = 200): Promise<MailingFailure[]> {
  const rows = await db
    .selectFrom("outbox")
    .select(["to_address", "to_name", "last_error"])
    .where("mailing_id", "=", id)
    .where("status", "=", "failed")
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    to_address: row.to_address,
    to_name: row.to_name,
    error: row.last_error,
  }));
}

/**
 * Withdraws a mailing's mails that have not left: queued and not held by a worker (never
 * leased, or its lease run out). A leased one may be on its way; it goes. Answers how many.
 */
export async function withdrawWaitingMails(db: Db, id: number, now: Date): Promise<number> {
  const result = await db
    .updateTable("outbox")
    .set({ status: "withdrawn", lease_owner: null, lease_expires_at: null })
    .where("mailing_id", "=", id)
    .where("status", "=", "queued")
    .where((eb) =>
      eb.or([eb("lease_expires_at", "is", null), eb("lease_expires_at", "<", now.toISOString())]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * The payment reminders still waiting for a registration whose payment just changed (paid,
 * partly paid, waived, cancelled: issue #36 item 12), withdrawn — what they say is no longer
 * true. Through the outbox's own compare-and-set: one a worker holds may be on its way to the
 * SMTP server, and goes (decision 0048, as "Annuler"). Answers how many were withdrawn.
 */
export async function withdrawPaymentReminders(
  db: Db,
  registrationId: number,
  now: Date,
): Promise<number> {
  const waiting = await db
    .selectFrom("outbox as o")
    .innerJoin("mailings as m", "m.id", "o.mailing_id")
    .select("o.id")
    .where("m.audience_kind", "=", "payment_reminder")
    .where("o.entity_type", "=", "registration")
    .where("o.entity_id", "=", registrationId)
    .where("o.status", "=", "queued")
    .execute();
  const withdrawn = await withdrawUnsentMails(
    db,
    waiting.map((row) => row.id),
    now,
  );
  return withdrawn.length;
}
