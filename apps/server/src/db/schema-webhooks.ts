import type { Generated } from "kysely";

/**
 * Webhooks, their events and deliveries, as stored (2025-12-04, decision 0079); part of
 * `Database` in schema.ts. Timestamps ISO UTC.
 */

/** A URL an admin subscribed to some events. */
export type WebhookTable = {
  id: Generated<number>;
  url: string;
  /** JSON array of WEBHOOK_EVENT_TYPES. */
  events: string;
  /**
   * The HMAC-SHA256 key of the signature, sealed (`v2.<key id>.<iv>.<sealed>`, bound to `id`,
   * since 2025-12-07; decision 0079): the worker opens it to sign.
   */
  secret: string;
  /** Set when the server turned it off after repeated failure, or an admin did; null when on. */
  disabled_at: string | null;
  disabled_reason: Generated<string>;
  created_at: string;
  created_by_email: string;
};

/** One event, its body written once: every delivery and every attempt sends the same bytes. */
export type WebhookEventTable = {
  /** A UUID, the body's `id`. */
  id: string;
  type: string;
  created_at: string;
  /** `{id, type, created_at, data}` as sent. */
  body: string;
};

/** One event to one webhook: a durable job, claimed under a lease like the mail outbox's rows. */
export type WebhookDeliveryTable = {
  id: Generated<number>;
  /** A UUID, the `X-Congres-Delivery` header: the same on each attempt. */
  delivery_id: string;
  webhook_id: number;
  event_id: string;
  /** queued → sent, or failed once the retries are spent (WEBHOOK_DELIVERY_STATUSES). */
  status: Generated<string>;
  attempts: Generated<number>;
  next_attempt_at: string;
  last_attempt_at: string | null;
  last_status_code: number | null;
  last_error: Generated<string>;
  created_at: string;
  delivered_at: string | null;
  lease_owner: string | null;
  lease_expires_at: string | null;
};
