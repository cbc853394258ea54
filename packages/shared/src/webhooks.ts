import { labelledList } from "./choice-values.ts";
import "./zod-setup.ts";
import { z } from "zod";

/**
 * Webhooks (issue #41 item 3, decision 0079): the events an admin subscribes a URL to, the
 * subscription's form and the delivery log as the admin screen « Webhooks » shows them. French:
 * only admins read them.
 */

export const WEBHOOK_EVENTS = /* @__PURE__ */ labelledList({
  "registration.created": "Inscription reçue",
  "registration.updated": "Inscription modifiée",
  "payment.recorded": "Paiement enregistré",
  "submission.created": "Soumission reçue",
  "submission.decided": "Décision sur une soumission",
  "check_in.recorded": "Passage à l'accueil",
  "programme.published": "Programme publié",
});

export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number]["value"];
/** `ping` is sent only on demand, to the one webhook asked (« Tester »). */
export type WebhookDeliveredType = WebhookEventType | "ping";

export const WEBHOOK_EVENT_TYPES = WEBHOOK_EVENTS.map((event) => event.value) as [
  WebhookEventType,
  ...WebhookEventType[],
];

export const WEBHOOK_MESSAGES = {
  url: "Adresse invalide : une URL complète en https:// est attendue (au plus 2 000 caractères)",
  https:
    "Seules les adresses en https:// sont acceptées (http:// seulement pour une adresse que WEBHOOK_ALLOWED_ADDRESSES autorise)",
  credentials: "L'adresse ne doit contenir ni identifiant ni mot de passe",
  events: "Choisissez au moins un événement parmi ceux de la liste",
  secret: "Le secret doit compter de 16 à 200 caractères imprimables, sans espace",
  notFound: "Webhook introuvable",
  deliveryNotFound: "Envoi introuvable",
  disabled: "Ce webhook est désactivé : réactivez-le avant de le tester",
} as const;

const url = z
  .string({ error: WEBHOOK_MESSAGES.url })
  .trim()
  .min(1, WEBHOOK_MESSAGES.url)
  .max(2000, WEBHOOK_MESSAGES.url);
const events = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: WEBHOOK_MESSAGES.events }), {
    error: WEBHOOK_MESSAGES.events,
  })
  .min(1, WEBHOOK_MESSAGES.events)
  .transform((list) => [...new Set(list)]);
const secret = z
  .string({ error: WEBHOOK_MESSAGES.secret })
  .regex(/^[\x21-\x7e]{16,200}$/, WEBHOOK_MESSAGES.secret);

/** `POST /api/admin/webhooks`: without a secret, the server draws one and shows it once. */
export const webhookCreateSchema = z.strictObject({ url, events, secret: secret.optional() });
export type WebhookCreate = z.input<typeof webhookCreateSchema>;

/** `PATCH /api/admin/webhooks/:id`: `active: true` turns a disabled webhook back on. */
export const webhookUpdateSchema = z.strictObject({
  url: url.optional(),
  events: events.optional(),
  active: z.boolean({ error: "« Actif » doit être vrai ou faux" }).optional(),
});
export type WebhookUpdate = z.input<typeof webhookUpdateSchema>;

export const WEBHOOK_DELIVERY_STATUSES = /* @__PURE__ */ labelledList({
  queued: "En attente",
  sent: "Reçu",
  failed: "Abandonné",
});
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number]["value"];

export const webhookViewSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  active: z.boolean(),
  /** Why and when it was turned off by the server after repeated failure (null when on). */
  disabled_at: z.string().nullable(),
  disabled_reason: z.string(),
  created_at: z.string(),
  created_by_email: z.string(),
});
export type WebhookView = z.infer<typeof webhookViewSchema>;

/** The answer to a creation: the secret, shown this once. */
export const webhookCreatedSchema = webhookViewSchema.extend({ secret: z.string() });

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  /** The `X-Congres-Delivery` header: the same on every attempt of this delivery. */
  delivery_id: z.string(),
  event_id: z.string(),
  event_type: z.string(),
  status: z.enum(["queued", "sent", "failed"]),
  attempts: z.number().int(),
  /** The receiver's HTTP status at the last attempt; null when none answered. */
  last_status_code: z.number().int().nullable(),
  last_error: z.string(),
  created_at: z.string(),
  last_attempt_at: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
