import { randomUUID } from "node:crypto";
import type { WebhookDelivery, WebhookDeliveryStatus } from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import {
  type LeaseClaim,
  leaseFor,
  RELEASED,
  skippingLockedRows,
} from "../../services/jobs/lease.ts";

/**
 * The deliveries' queue (`webhook_deliveries`), claimed under a lease like the mail outbox
 * (decision 0079): on PostgreSQL the due rows are locked with SKIP LOCKED, so two servers never
 * take the same one; on SQLite the single writer serialises the claims. A worker that dies keeps
 * its rows until the lease expires; then any worker takes them again.
 */

const LAST_ERROR_MAX = 500;

/** What a worker needs to send one delivery: the URL, the sealed key, the body as written once. */
export type ClaimedDelivery = {
  id: number;
  delivery_id: string;
  webhook_id: number;
  attempts: number;
  url: string;
  secret: string;
  body: string;
};

/** Due, not leased by a live worker, of a webhook that is on. */
function dueDeliveries(db: Db, now: string) {
  return db
    .selectFrom("webhook_deliveries")
    .select("id")
    .where("status", "=", "queued")
    .where("next_attempt_at", "<=", now)
    .where((eb) => eb.or([eb("lease_expires_at", "is", null), eb("lease_expires_at", "<", now)]))
    .where("webhook_id", "in", (eb) =>
      eb.selectFrom("webhooks").select("id").where("disabled_at", "is", null),
    );
}

/** One cheap read before a claim: most polls find nothing and take no write lock. */
export async function anyDelivery(db: Db, at: Date): Promise<boolean> {
  return (await dueDeliveries(db, at.toISOString()).limit(1).executeTakeFirst()) !== undefined;
}

export async function claimDeliveries(
  db: Db,
  options: LeaseClaim & { limit: number },
): Promise<ClaimedDelivery[]> {
  const now = options.now.toISOString();
  const candidates = dueDeliveries(db, now)
    .orderBy("next_attempt_at")
    .orderBy("id")
    .limit(options.limit);
  const claimed = await db
    .updateTable("webhook_deliveries")
    .set(leaseFor(options))
    .where("id", "in", skippingLockedRows(db, candidates))
    .returning("id")
    .execute();
  if (claimed.length === 0) return [];
  return db
    .selectFrom("webhook_deliveries as d")
    .innerJoin("webhooks as w", "w.id", "d.webhook_id")
    .innerJoin("webhook_events as e", "e.id", "d.event_id")
    .select(["d.id", "d.delivery_id", "d.webhook_id", "d.attempts", "w.url", "w.secret", "e.body"])
    .where(
      "d.id",
      "in",
      claimed.map((row) => row.id),
    )
    .where("d.lease_owner", "=", options.owner)
    .orderBy("d.id")
    .execute();
}

/** Only the worker that still holds the lease records the outcome. */
const heldBy = (db: Db, id: number, owner: string) =>
  db.updateTable("webhook_deliveries").where("id", "=", id).where("lease_owner", "=", owner);

export async function markDelivered(
  db: Db,
  delivery: ClaimedDelivery,
  owner: string,
  at: Date,
  statusCode: number,
): Promise<void> {
  await heldBy(db, delivery.id, owner)
    .set({
      ...RELEASED,
      status: "sent",
      attempts: delivery.attempts + 1,
      last_attempt_at: at.toISOString(),
      delivered_at: at.toISOString(),
      last_status_code: statusCode,
      last_error: "",
    })
    .execute();
}

/**
 * A failed attempt: the delivery waits `retryDelaysMs[attempts - 1]`, or is "failed" once every
 * delay is spent. Answers the new status, or undefined when the lease was lost meanwhile.
 */
export async function markAttemptFailed(
  db: Db,
  delivery: ClaimedDelivery,
  owner: string,
  at: Date,
  failure: { statusCode: number | null; error: string },
  retryDelaysMs: readonly number[],
): Promise<WebhookDeliveryStatus | undefined> {
  const attempts = delivery.attempts + 1;
  const delay = retryDelaysMs[attempts - 1];
  const status: WebhookDeliveryStatus = delay === undefined ? "failed" : "queued";
  const written = await heldBy(db, delivery.id, owner)
    .set({
      ...RELEASED,
      status,
      attempts,
      last_attempt_at: at.toISOString(),
      last_status_code: failure.statusCode,
      last_error: failure.error.slice(0, LAST_ERROR_MAX),
      next_attempt_at: new Date(at.getTime() + (delay ?? 0)).toISOString(),
    })
    .executeTakeFirst();
  return Number(written.numUpdatedRows) > 0 ? status : undefined;
}

/** Gives a delivery back without an outcome (the worker is stopping). */
export async function releaseDelivery(db: Db, id: number, owner: string): Promise<void> {
  await heldBy(db, id, owner).set(RELEASED).execute();
}

/** A webhook's delivery log, newest first. */
export async function deliveryLog(
  db: Db,
  webhookId: number,
  limit: number,
): Promise<WebhookDelivery[]> {
  const rows = await db
    .selectFrom("webhook_deliveries as d")
    .innerJoin("webhook_events as e", "e.id", "d.event_id")
    .select([
      "d.id",
      "d.delivery_id",
      "d.event_id",
      "e.type as event_type",
      "d.status",
      "d.attempts",
      "d.last_status_code",
      "d.last_error",
      "d.created_at",
      "d.last_attempt_at",
      "d.next_attempt_at",
      "d.delivered_at",
    ])
    .where("d.webhook_id", "=", webhookId)
    .orderBy("d.id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    ...row,
    status: row.status as WebhookDeliveryStatus,
    next_attempt_at: row.status === "queued" ? row.next_attempt_at : null,
  }));
}

/**
 * « Renvoyer »: the same event again to the same webhook, as a new delivery (its own id and
 * attempts) due now; the log keeps the first one as it ended. Undefined for an unknown delivery.
 */
export async function requeueDelivery(
  db: Db,
  webhookId: number,
  id: number,
  at: Date,
): Promise<number | undefined> {
  const original = await db
    .selectFrom("webhook_deliveries")
    .select(["event_id"])
    .where("id", "=", id)
    .where("webhook_id", "=", webhookId)
    .executeTakeFirst();
  if (!original) return undefined;
  const row = await db
    .insertInto("webhook_deliveries")
    .values({
      delivery_id: randomUUID(),
      webhook_id: webhookId,
      event_id: original.event_id,
      next_attempt_at: at.toISOString(),
      created_at: at.toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}
