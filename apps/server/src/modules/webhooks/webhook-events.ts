import { randomUUID } from "node:crypto";
import type { WebhookDeliveredType, WebhookEventType } from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { subscribersOf } from "./webhook-repository.ts";

/**
 * The one function the workflows call (issue #41 item 3): inside the transaction that records
 * what happened, so that the event exists if and only if the change does. It queues one
 * delivery per webhook on and subscribed to `type`; the workers of every server send them
 * (webhook-delivery-workflow.ts). `data` may be a function: it is then computed only when some
 * webhook listens, so that a site without webhooks pays one small read per write.
 */
export async function emitEvent<T>(
  trx: Db,
  type: WebhookEventType,
  data: T | (() => Promise<T>),
  at: Date = new Date(),
): Promise<void> {
  const webhooks = await subscribersOf(trx, type);
  if (webhooks.length === 0) return;
  const value = typeof data === "function" ? await (data as () => Promise<T>)() : data;
  await queueEvent(trx, type, value, webhooks, at);
}

/** Stores the event's body once and a delivery of it to each of `webhooks`; answers the event id. */
export async function queueEvent(
  trx: Db,
  type: WebhookDeliveredType,
  data: unknown,
  webhooks: readonly number[],
  at: Date,
): Promise<string> {
  const id = randomUUID();
  const createdAt = at.toISOString();
  const body = JSON.stringify({ id, type, created_at: createdAt, data });
  await trx
    .insertInto("webhook_events")
    .values({ id, type, created_at: createdAt, body })
    .execute();
  await trx
    .insertInto("webhook_deliveries")
    .values(
      webhooks.map((webhookId) => ({
        delivery_id: randomUUID(),
        webhook_id: webhookId,
        event_id: id,
        next_attempt_at: createdAt,
        created_at: createdAt,
      })),
    )
    .execute();
  return id;
}
