import type { Generated } from "kysely";

/**
 * Mailings' tables, as stored (part of `Database` in schema.ts; decision 0048); their mails are
 * `outbox` rows. Same conventions as schema.ts: timestamps ISO UTC.
 */

/** A mail to a filtered group (2025-11-18, decision 0048); its mails are outbox rows. */
export type MailingTable = {
  id: Generated<number>;
  audience_kind: string;
  /** JSON: the audience as requested (`{kind, …filters}`). */
  audience: string;
  /** JSON `{fr, en?, ar?}`: liquid templates, the body in Markdown. */
  subject: string;
  body: string;
  /** draft → sending (→ cancelled): MAILING_STATUSES. */
  status: Generated<string>;
  created_at: string;
  created_by_id: number | null;
  created_by_email: string;
  sent_at: string | null;
  sent_by_email: string | null;
  /** The recipients frozen at sending; null while a draft. */
  recipients: number | null;
};

/** When the next mail of a paced stream may leave, shared by every server (decision 0048). */
export type MailPaceTable = {
  name: string;
  next_slot_at: string;
};
