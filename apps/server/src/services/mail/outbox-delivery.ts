import type { MailStatus } from "@congres/shared";
import { type Db, isPostgres } from "../../db/connection.ts";
import { type LeaseClaim, leaseFor, RELEASED, skippingLockedRows } from "../jobs/lease.ts";
import type { OutboxRow, RenderedBodies } from "./outbox-repository.ts";

/**
 * The delivery worker's side of the outbox: it claims due mails under a lease, paces the
 * mailings' mails (`mail_pace`), and records each attempt's outcome while it holds the lease.
 */

const LAST_ERROR_MAX = 1000;

export type ClaimOptions = LeaseClaim & {
  limit: number;
  /** "send": due mails, for SMTP. "copy": due mails without their `.eml` copy, when SMTP is off. */
  purpose: "send" | "copy";
  /**
   * The time between two mailings' mails (MAIL_RATE_PER_MINUTE, decision 0048); without it a
   * claim takes no mailing mail.
   */
  mailingIntervalMs?: number;
};

/** The name of the mailings' row in `mail_pace`. */
export const MAILINGS_PACE = "mailings";

/** When the next mailing mail may leave, every server's workers together (`mail_pace`). */
const paceSlot = (db: Db) =>
  db.selectFrom("mail_pace").select("next_slot_at").where("name", "=", MAILINGS_PACE);

/**
 * Takes up to `limit` mails for one worker by setting a lease on them: the transactional mails
 * first (a confirmation, a receipt), then — if the batch has room and the pace allows — one
 * mail of a mailing (decision 0048). On PostgreSQL the candidates are locked with SKIP LOCKED,
 * so two workers never take the same row; on SQLite the database serialises writes, so the
 * second UPDATE sees the first one's lease. A worker that dies keeps its rows only until the
 * lease expires: then they are taken again.
 */
export async function claimMails(db: Db, options: ClaimOptions): Promise<OutboxRow[]> {
  const transactional = await claimDue(db, options, "transactional", options.limit);
  if (transactional.length >= options.limit || options.mailingIntervalMs === undefined) {
    return transactional;
  }
  return [...transactional, ...(await claimPacedMailing(db, options, options.mailingIntervalMs))];
}

/** A stream's mails a worker may take now: queued, due, not leased by a live worker. */
function dueMails(db: Db, options: ClaimOptions, stream: "transactional" | "mailing") {
  const now = options.now.toISOString();
  const due = db
    .selectFrom("outbox")
    .select("id")
    .where("status", "=", "queued")
    .where("mailing_id", stream === "mailing" ? "is not" : "is", null)
    .where((eb) => eb.or([eb("lease_expires_at", "is", null), eb("lease_expires_at", "<", now)]))
    // A copy too waits for its retry time: a mail that could not be rendered is not retaken at once.
    .where("next_attempt_at", "<=", now);
  return options.purpose === "copy" ? due.where("eml_file", "is", null) : due;
}

async function claimDue(
  db: Db,
  options: ClaimOptions,
  stream: "transactional" | "mailing",
  limit: number,
): Promise<OutboxRow[]> {
  const candidates = dueMails(db, options, stream)
    // The order of the stream's partial index (status, next_attempt_at; then the row): the first
    // due rows read off the index, where "order by id" sorted every queued row of a 5 000-person
    // mailing on each claim (3 ms of the event loop on SQLite, per mail).
    .orderBy("next_attempt_at")
    .orderBy("id")
    .limit(limit);
  const rows = await db
    .updateTable("outbox")
    .set(leaseFor(options))
    .where("id", "in", skippingLockedRows(db, candidates))
    .returningAll()
    .execute();
  return rows.sort((a, b) => a.id - b.id);
}

/**
 * One mailing mail, if its slot has come: the slot is reserved in `mail_pace` in the same
 * transaction (the row locked on PostgreSQL), so every server's worker together sends at most one
 * mailing mail per interval.
 */
async function claimPacedMailing(
  db: Db,
  options: ClaimOptions,
  intervalMs: number,
): Promise<OutboxRow[]> {
  const now = options.now.toISOString();
  // Read first without a lock: most claims find the slot not come yet, or no mailing mail due,
  // and need no transaction, nor on PostgreSQL the pace row's lock every server's worker waits on.
  const slotAt = await paceSlot(db).executeTakeFirst();
  if (slotAt && slotAt.next_slot_at > now) return [];
  if (!(await dueMails(db, options, "mailing").limit(1).executeTakeFirst())) return [];
  return db.transaction().execute(async (trx) => {
    let pace = paceSlot(trx);
    if (isPostgres(trx)) pace = pace.forUpdate();
    const slot = await pace.executeTakeFirst();
    if (slot && slot.next_slot_at > now) return [];
    const rows = await claimDue(trx, options, "mailing", 1);
    if (rows.length > 0) {
      await trx
        .updateTable("mail_pace")
        .set({ next_slot_at: new Date(options.now.getTime() + intervalMs).toISOString() })
        .where("name", "=", MAILINGS_PACE)
        .execute();
    }
    return rows;
  });
}

/**
 * When the worker should look again for a mailing mail: the next slot, or the first retry time
 * of the waiting ones if later; undefined when no mailing mail waits.
 */
export async function nextMailingAttemptAt(db: Db): Promise<Date | undefined> {
  const [waiting, slot] = await Promise.all([
    db
      .selectFrom("outbox")
      .select((eb) => eb.fn.min("next_attempt_at").as("first"))
      .where("status", "=", "queued")
      .where("mailing_id", "is not", null)
      .executeTakeFirst(),
    paceSlot(db).executeTakeFirst(),
  ]);
  const first = waiting?.first;
  if (!first) return undefined;
  const next = slot && slot.next_slot_at > first ? slot.next_slot_at : first;
  return new Date(next);
}

/** Only the worker that still holds the lease records the outcome. */
const heldBy = (id: number, owner: string) => (db: Db) =>
  db.updateTable("outbox").where("id", "=", id).where("lease_owner", "=", owner);

export async function markSent(
  db: Db,
  id: number,
  owner: string,
  now: Date,
  bodies?: RenderedBodies,
): Promise<void> {
  await heldBy(
    id,
    owner,
  )(db)
    .set((eb) => ({
      ...bodies,
      ...RELEASED,
      status: "sent",
      attempts: eb("attempts", "+", 1),
      last_attempt_at: now.toISOString(),
      sent_at: now.toISOString(),
      last_error: "",
    }))
    .execute();
}

/**
 * Records a failed attempt: the mail waits `retryDelaysMs[attempt - 1]`, or becomes "failed"
 * once every delay has been used.
 */
export async function markAttemptFailed(
  db: Db,
  row: OutboxRow,
  owner: string,
  now: Date,
  error: string,
  retryDelaysMs: readonly number[],
  stored: { waiting?: RenderedBodies; left?: RenderedBodies } = {},
): Promise<MailStatus> {
  const attempts = row.attempts + 1;
  const delay = retryDelaysMs[attempts - 1];
  const status: MailStatus = delay === undefined ? "failed" : "queued";
  await heldBy(
    row.id,
    owner,
  )(db)
    .set({
      // Given up, the mail has left the queue: its secrets go as if it had been sent.
      ...(status === "failed" ? stored.left : stored.waiting),
      ...RELEASED,
      status,
      attempts,
      last_attempt_at: now.toISOString(),
      last_error: error.slice(0, LAST_ERROR_MAX),
      next_attempt_at: new Date(now.getTime() + (delay ?? 0)).toISOString(),
    })
    .execute();
  return status;
}

/**
 * Without SMTP the `.eml` copy stands in for delivery: an ordinary mail stays queued, to leave
 * once SMTP is set; a mail carrying secrets is delivered by its copy — marked sent, its stored
 * bodies masked — so that its tokens live in that one file only (decision 0056).
 */
export async function recordEmlCopy(
  db: Db,
  row: OutboxRow,
  owner: string,
  file: string,
  now: Date,
  left?: RenderedBodies,
) {
  const delivered =
    row.secrets === null ? {} : { status: "sent", sent_at: now.toISOString(), last_error: "" };
  await heldBy(
    row.id,
    owner,
  )(db)
    .set({ ...left, ...delivered, ...RELEASED, eml_file: file })
    .execute();
}

/** Gives a mail back without an outcome (the worker is stopping, or the copy failed). */
export async function releaseMail(db: Db, id: number, owner: string) {
  await heldBy(id, owner)(db).set(RELEASED).execute();
}
