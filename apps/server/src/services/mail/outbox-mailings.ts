import type { MailEntityType } from "@congres/shared";
import { sql } from "kysely";
import type { Db } from "../../db/connection.ts";
import { RELEASED } from "../jobs/lease.ts";
import { withdrawUnsentMails } from "./outbox-repository.ts";

/** The outbox seen by mailing: a mailing's mails are the rows carrying its id (`mailing_id`). */

/** Which of the mailings `ids` still have a mail waiting to leave (one query for a list). */
export async function mailingsWithWaitingMails(
  db: Db,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom("outbox")
    .select("mailing_id")
    .distinct()
    .where("mailing_id", "in", [...ids])
    .where("status", "=", "queued")
    .execute();
  return new Set(rows.map((row) => row.mailing_id as number));
}

/** How many of a mailing's mails are at each status. */
export async function mailingMailCounts(db: Db, id: number): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("outbox")
    .select(["status", (eb) => eb.fn.countAll<number>().as("count")])
    .where("mailing_id", "=", id)
    .groupBy("status")
    .execute();
  return new Map(rows.map((row) => [row.status, Number(row.count)]));
}

/** A mailing's mails given up after every retry, with the SMTP server's reason, oldest first. */
export const failedMailingMails = (db: Db, id: number, limit: number) =>
  db
    .selectFrom("outbox")
    .select(["to_address", "to_name", "last_error"])
    .where("mailing_id", "=", id)
    .where("status", "=", "failed")
    .orderBy("id")
    .limit(limit)
    .execute();

/**
 * Withdraws a mailing's mails that have not left: queued and not held by a worker (never
 * leased, or its lease run out). A leased one may be on its way; it goes. Answers how many.
 */
export async function withdrawWaitingMailingMails(db: Db, id: number, now: Date): Promise<number> {
  const result = await db
    .updateTable("outbox")
    .set({ status: "withdrawn", ...RELEASED })
    .where("mailing_id", "=", id)
    .where("status", "=", "queued")
    .where((eb) =>
      eb.or([eb("lease_expires_at", "is", null), eb("lease_expires_at", "<", now.toISOString())]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Withdraws the mails of the mailings `mailingIds` still waiting about one row, through the
 * outbox's own compare-and-set (`withdrawUnsentMails`: a mail a worker holds goes). Answers how
 * many were withdrawn.
 */
export async function withdrawMailingMailsAbout(
  db: Db,
  mailingIds: readonly number[],
  entity: { type: MailEntityType; id: number },
  now: Date,
): Promise<number> {
  if (mailingIds.length === 0) return 0;
  const waiting = await db
    .selectFrom("outbox")
    .select("id")
    .where("mailing_id", "in", [...mailingIds])
    .where("entity_type", "=", entity.type)
    .where("entity_id", "=", entity.id)
    .where("status", "=", "queued")
    .execute();
  const withdrawn = await withdrawUnsentMails(
    db,
    waiting.map((row) => row.id),
    now,
  );
  return withdrawn.length;
}

/**
 * The addresses (lower case, trimmed) the mailings `mailingIds` wrote to since `since`, a mail
 * withdrawn aside: a subquery, for a condition such as `lower(trim(email)) not in (…)`.
 */
export const addressesWrittenBy = (db: Db, mailingIds: readonly number[], since: string) =>
  db
    .selectFrom("outbox")
    .select(sql<string>`lower(trim(to_address))`.as("address"))
    .where("mailing_id", "in", [...mailingIds])
    .where("status", "<>", "withdrawn")
    .where("created_at", ">=", since);
