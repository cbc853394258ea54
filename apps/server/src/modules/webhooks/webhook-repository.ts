import type { WebhookEventType, WebhookView } from "@congres/shared";
import type { Selectable } from "kysely";
import type { Db } from "../../db/connection.ts";
import type { WebhookTable } from "../../db/schema.ts";

/** The subscriptions (`webhooks`, owned by this folder): plain reads and writes. */

export type WebhookRow = Selectable<WebhookTable>;

export const webhookView = (row: WebhookRow): WebhookView => ({
  id: row.id,
  url: row.url,
  events: JSON.parse(row.events) as WebhookEventType[],
  active: row.disabled_at === null,
  disabled_at: row.disabled_at,
  disabled_reason: row.disabled_reason,
  created_at: row.created_at,
  created_by_email: row.created_by_email,
});

/**
 * A new subscription. Its secret is sealed bound to its id, known once the row exists: written
 * in a second statement, so `db` is the creating transaction and nobody reads the row between.
 */
export async function insertWebhook(
  db: Db,
  webhook: {
    url: string;
    events: string[];
    sealedSecret: (id: number) => string;
    at: Date;
    by: string;
  },
): Promise<WebhookRow> {
  const { id } = await db
    .insertInto("webhooks")
    .values({
      url: webhook.url,
      events: JSON.stringify(webhook.events),
      secret: "",
      created_at: webhook.at.toISOString(),
      created_by_email: webhook.by,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return db
    .updateTable("webhooks")
    .set({ secret: webhook.sealedSecret(id) })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export const listWebhooks = (db: Db) =>
  db.selectFrom("webhooks").selectAll().orderBy("id").execute();

export const findWebhook = (db: Db, id: number) =>
  db.selectFrom("webhooks").selectAll().where("id", "=", id).executeTakeFirst();

export function updateWebhookRow(
  db: Db,
  id: number,
  set: { url?: string; events?: string[]; disabled_at?: string | null; disabled_reason?: string },
): Promise<WebhookRow | undefined> {
  const { events, ...rest } = set;
  return db
    .updateTable("webhooks")
    .set({ ...rest, ...(events ? { events: JSON.stringify(events) } : {}) })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
}

/** Every webhook's sealed secret, for the key rotation. */
export const sealedSecrets = (db: Db) =>
  db.selectFrom("webhooks").select(["id", "secret"]).orderBy("id").execute();

/** Replaces a sealed secret if the row still holds `read`: false when it changed meanwhile. */
export async function replaceSealedSecret(
  db: Db,
  id: number,
  read: string,
  sealed: string,
): Promise<boolean> {
  const changed = await db
    .updateTable("webhooks")
    .set({ secret: sealed })
    .where("id", "=", id)
    .where("secret", "=", read)
    .executeTakeFirst();
  return Number(changed.numUpdatedRows) === 1;
}

export async function deleteWebhookRow(db: Db, id: number): Promise<WebhookRow | undefined> {
  return db.deleteFrom("webhooks").where("id", "=", id).returningAll().executeTakeFirst();
}

/**
 * Turns a webhook off once, for `reason`: false when it was off already (another server's worker
 * gave up on it first), so that the admins are told once.
 */
export async function disableWebhookRow(
  db: Db,
  id: number,
  at: Date,
  reason: string,
): Promise<boolean> {
  const changed = await db
    .updateTable("webhooks")
    .set({ disabled_at: at.toISOString(), disabled_reason: reason })
    .where("id", "=", id)
    .where("disabled_at", "is", null)
    .executeTakeFirst();
  return Number(changed.numUpdatedRows) > 0;
}

/** The webhooks on and subscribed to `type`: who an event goes to. */
export async function subscribersOf(db: Db, type: WebhookEventType): Promise<number[]> {
  const rows = await db
    .selectFrom("webhooks")
    .select(["id", "events"])
    .where("disabled_at", "is", null)
    .execute();
  return rows
    .filter((row) => (JSON.parse(row.events) as string[]).includes(type))
    .map((row) => row.id);
}
