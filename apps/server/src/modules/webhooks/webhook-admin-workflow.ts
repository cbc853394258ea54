import { randomBytes } from "node:crypto";
import {
  type AuditAction,
  changedFields,
  WEBHOOK_MESSAGES,
  type WebhookEventType,
  type WebhookView,
} from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { type ActedAt, auditBy } from "../../services/audit/audit-repository.ts";
import type { Resealing } from "../../services/secrets/secret-box.ts";
import { requeueDelivery } from "./webhook-deliveries.ts";
import { queueEvent } from "./webhook-events.ts";
import {
  deleteWebhookRow,
  findWebhook,
  insertWebhook,
  replaceSealedSecret,
  sealedSecrets,
  updateWebhookRow,
  type WebhookRow,
  webhookView,
} from "./webhook-repository.ts";
import type { WebhookSecrets } from "./webhook-secrets.ts";

/**
 * The admins' actions on webhooks (« Webhooks »), each one transaction with its Journal line.
 * Nothing is sent when a webhook is created or changed: only « Tester » (a ping) and the events.
 */

export type WebhookContext = ActedAt;

const audit = (
  trx: Db,
  action: AuditAction,
  row: WebhookRow,
  context: WebhookContext,
  changes = {},
) => auditBy(trx, context, action, { type: "webhook", id: row.id, reference: row.url }, changes);

/** A secret drawn when the admin gives none: 32 random bytes. */
const newSecret = () => `whsec_${randomBytes(32).toString("base64url")}`;

/**
 * Creates the webhook, its secret stored sealed; answers it with its secret, which no later
 * answer shows.
 */
export function createWebhook(
  db: Db,
  secrets: WebhookSecrets,
  input: { url: string; events: WebhookEventType[]; secret?: string | undefined },
  context: WebhookContext,
): Promise<WebhookView & { secret: string }> {
  return db.transaction().execute(async (trx) => {
    const secret = input.secret ?? newSecret();
    const row = await insertWebhook(trx, {
      url: input.url,
      events: input.events,
      sealedSecret: (id) => secrets.seal(secret, id),
      at: context.at,
      by: context.actor.email,
    });
    await audit(trx, "webhook.create", row, context, {
      url: [null, row.url],
      events: [null, input.events],
    });
    return { ...webhookView(row), secret };
  });
}

export type WebhookChange = { url?: string; events?: WebhookEventType[]; active?: boolean };

/** Changes the URL, the events, or turns it on or off; audited only when something changed. */
export function updateWebhook(
  db: Db,
  id: number,
  change: WebhookChange,
  context: WebhookContext,
): Promise<WebhookView | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await findWebhook(trx, id);
    if (!row) return undefined;
    const before = webhookView(row);
    const after = {
      url: change.url ?? before.url,
      events: change.events ?? before.events,
      active: change.active ?? before.active,
    };
    const changes = changedFields({ ...before }, after, ["url", "events", "active"]);
    if (Object.keys(changes).length === 0) return before;
    const switched =
      after.active === before.active
        ? {}
        : after.active
          ? { disabled_at: null, disabled_reason: "" }
          : {
              disabled_at: context.at.toISOString(),
              disabled_reason: "Désactivé par un administrateur",
            };
    const updated = await updateWebhookRow(trx, id, {
      url: after.url,
      events: after.events,
      ...switched,
    });
    if (!updated) return undefined;
    await audit(trx, "webhook.update", updated, context, changes);
    return webhookView(updated);
  });
}

/** Deletes the webhook and its delivery log. False for an unknown one. */
export function deleteWebhook(db: Db, id: number, context: WebhookContext): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await deleteWebhookRow(trx, id);
    if (!row) return false;
    await audit(trx, "webhook.delete", row, context, { url: [row.url, null] });
    return true;
  });
}

export type QueuedOutcome =
  | { kind: "queued"; event_id: string }
  | { kind: "not_found" }
  | { kind: "refused"; message: string };

/** « Tester »: a `ping` event queued to this webhook alone. */
export function pingWebhook(db: Db, id: number, context: WebhookContext): Promise<QueuedOutcome> {
  return db.transaction().execute(async (trx): Promise<QueuedOutcome> => {
    const row = await findWebhook(trx, id);
    if (!row) return { kind: "not_found" };
    if (row.disabled_at !== null) return { kind: "refused", message: WEBHOOK_MESSAGES.disabled };
    const data = { webhook_id: row.id, message: "Test du webhook" };
    const eventId = await queueEvent(trx, "ping", data, [row.id], context.at);
    await audit(trx, "webhook.ping", row, context);
    return { kind: "queued", event_id: eventId };
  });
}

/** « Renvoyer »: one delivery of the log sent again, as a new delivery due now. */
export function resendDelivery(
  db: Db,
  webhookId: number,
  deliveryId: number,
  context: WebhookContext,
): Promise<{ kind: "queued"; id: number } | { kind: "not_found"; message: string }> {
  return db.transaction().execute(async (trx) => {
    const row = await findWebhook(trx, webhookId);
    if (!row) return { kind: "not_found", message: WEBHOOK_MESSAGES.notFound };
    const id = await requeueDelivery(trx, webhookId, deliveryId, context.at);
    if (id === undefined) return { kind: "not_found", message: WEBHOOK_MESSAGES.deliveryNotFound };
    await audit(trx, "webhook.resend", row, context, { delivery: [deliveryId, id] });
    return { kind: "queued", id };
  });
}

/**
 * `npm run admin -- rotate-two-factor-key`: every secret sealed under a previous key sealed again
 * under the current one, each row replaced only if it still holds what was read (a deletion
 * meanwhile wins). `unreadable`: the webhooks whose secret opens under no key given.
 */
export async function resealWebhookSecrets(db: Db, secrets: WebhookSecrets): Promise<Resealing> {
  const outcome: Resealing = { resealed: 0, alreadyCurrent: 0, unreadable: [] };
  for (const { id, secret: stored } of await sealedSecrets(db)) {
    if (secrets.isCurrent(stored)) {
      outcome.alreadyCurrent += 1;
      continue;
    }
    const resealed = secrets.reseal(stored, id);
    if (resealed === undefined) outcome.unreadable.push(id);
    else if (await replaceSealedSecret(db, id, stored, resealed)) outcome.resealed += 1;
  }
  return outcome;
}
