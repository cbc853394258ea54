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
import {
  failedMailingMails,
  mailingMailCounts,
  withdrawMailingMailsAbout,
} from "../../services/mail/outbox-mailings.ts";

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

/**
 * A draft becomes `sending`: a compare-and-set on its status and on its audience and texts as
 * `mailing` read them (two clicks send once; a draft edited meanwhile is not sent with its old
 * texts). Answers whether it was.
 */
export async function startSending(
  db: Db,
  mailing: Mailing,
  sent: { at: Date; byEmail: string; recipients: number },
): Promise<boolean> {
  const result = await db
    .updateTable("mailings")
    .set({
      status: "sending",
      sent_at: sent.at.toISOString(),
      sent_by_email: sent.byEmail,
      recipients: sent.recipients,
    })
    .where("id", "=", mailing.id)
    .where("status", "=", "draft")
    .where("audience", "=", mailing.row.audience)
    .where("subject", "=", mailing.row.subject)
    .where("body", "=", mailing.row.body)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function markCancelled(db: Db, id: number): Promise<void> {
  await db.updateTable("mailings").set({ status: "cancelled" }).where("id", "=", id).execute();
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

/** Where a mailing's mails are. */
export async function mailingProgress(db: Db, id: number): Promise<MailingProgress> {
  const counts = await mailingMailCounts(db, id);
  const count = (status: string) => counts.get(status) ?? 0;
  return {
    sent: count("sent"),
    failed: count("failed"),
    waiting: count("queued"),
    cancelled: count("withdrawn"),
  };
}

/** The mails that could not be delivered after every retry, with the SMTP server's reason. */
export async function mailingFailures(db: Db, id: number, limit = 200): Promise<MailingFailure[]> {
  const rows = await failedMailingMails(db, id, limit);
  return rows.map((row) => ({
    to_address: row.to_address,
    to_name: row.to_name,
    error: row.last_error,
  }));
}

/** The ids of the mailings written to one audience kind (payment reminders: a handful). */
export async function mailingIdsOfKind(db: Db, kind: MailingAudienceKind): Promise<number[]> {
  const rows = await db
    .selectFrom("mailings")
    .select("id")
    .where("audience_kind", "=", kind)
    .execute();
  return rows.map((row) => row.id);
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
  return withdrawMailingMailsAbout(
    db,
    await mailingIdsOfKind(db, "payment_reminder"),
    { type: "registration", id: registrationId },
    now,
  );
}
