import type { Locale } from "@congres/shared";
import type { Generated, GeneratedAlways } from "kysely";

/**
 * Tables as stored. Booleans are 0/1 integers and timestamps ISO-8601 UTC strings
 * (`2025-10-30T08:00:00.000Z`) so that one migration set behaves the same on SQLite and PostgreSQL.
 */
export type Database = {
  registrations: RegistrationTable;
  submissions: SubmissionTable;
  submission_authors: SubmissionAuthorTable;
  contact_messages: ContactMessageTable;
  users: UserTable;
  sessions: SessionTable;
  login_attempts: LoginAttemptTable;
  outbox: OutboxTable;
  row_counts: RowCountTable;
  audit_log: AuditLogTable;
  settings: SettingTable;
};

export type RegistrationTable = {
  id: Generated<number>;
  /** `CPSS-7KQ2M`: unique; every row has one (the 2025-08 migration gave one to older rows). */
  reference: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  title: string;
  specialty: string;
  institution: string;
  address: string;
  city: string;
  country: string;
  participation_type: string;
  accommodation_needed: number;
  dietary_restrictions: string;
  emergency_contact: string;
  emergency_phone: string;
  terms_accepted: number;
  created_at: string;
  /** The searched columns, derived by the database for its search index (decision 0014). */
  search_text: GeneratedAlways<string>;
  /** From the edition's fees and the participation type at registration; integer centimes. */
  amount_due_centimes: number;
  /** en_attente → payee | exoneree | annulee (shared/payment.ts holds the transitions). */
  payment_status: Generated<string>;
  /** The sum of the transfers recorded, in centimes (a partial payment keeps en_attente). */
  amount_received_centimes: Generated<number>;
  /** The bank's date of the last transfer, `YYYY-MM-DD`: a calendar date, not an instant. */
  paid_at: string | null;
  /** The label of the last transfer, as the bank printed it. */
  bank_label: Generated<string>;
  staff_note: Generated<string>;
  /** The language the visitor wrote in (`fr`, `en`, `ar`): their later mails use it. */
  language: Generated<Locale>;
};

export type SubmissionTable = {
  id: Generated<number>;
  /** `ABS-4HX9P`: unique; every row has one (the 2025-08 migration gave one to older rows). */
  reference: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  institution: string;
  department: string;
  country: string;
  submission_type: string;
  category: string;
  title: string;
  abstract: string;
  keywords: string;
  has_conflict_of_interest: number;
  conflict_description: string;
  accepts_terms: number;
  accepts_review: number;
  created_at: string;
  /** The searched columns, derived by the database for its search index (decision 0014). */
  search_text: GeneratedAlways<string>;
  /** The language the visitor wrote in (`fr`, `en`, `ar`): their later mails use it. */
  language: Generated<Locale>;
};

export type SubmissionAuthorTable = {
  id: Generated<number>;
  submission_id: number;
  position: number;
  first_name: string;
  last_name: string;
  email: string;
  affiliation: string;
  is_presenting: number;
};

export type ContactMessageTable = {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  institution: string;
  subject: string;
  message: string;
  created_at: string;
  /** The searched columns, derived by the database for its search index (decision 0014). */
  search_text: GeneratedAlways<string>;
  /** The language the visitor wrote in (`fr`, `en`, `ar`): their later mails use it. */
  language: Generated<Locale>;
};

export type UserTable = {
  id: Generated<number>;
  name: string;
  email: string;
  password_hash: string;
  created_at: string;
  /** The searched columns, derived by the database for its search index (decision 0014). */
  search_text: GeneratedAlways<string>;
};

export type SessionTable = {
  /** SHA-256 of the cookie's token: a stolen database does not yield live sessions. */
  token_hash: string;
  user_id: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
};

/**
 * A sign-in attempt, written before its password is checked (a reservation) and kept only if the
 * check fails: failures are counted per e-mail and address, and per e-mail (login throttling).
 */
export type LoginAttemptTable = {
  /** Increasing: an attempt's rank among the attempts of its window (modules/auth). */
  id: Generated<number>;
  /** Lower-cased e-mail and client address (an IPv6 address by its /64): `email|address`. */
  throttle_key: string;
  /** Lower-cased e-mail, whatever the address. */
  account_key: string;
  attempted_at: string;
};

/**
 * One row per e-mail, written in the same transaction as the registration, submission or message
 * that causes it (transactional outbox), then delivered by the worker (modules/mail).
 */
export type OutboxTable = {
  id: Generated<number>;
  /** `<uuid@domain>`, fixed at enqueue: a mail sent twice after a crash keeps the same one. */
  message_id: string;
  kind: string;
  /** queued → sent, or failed after the last retry. */
  status: Generated<string>;
  to_address: string;
  to_name: string;
  subject: string;
  /** Empty while `template_data` is set: the worker renders the mail, then stores its bodies. */
  html_body: string;
  text_body: string;
  /** JSON (MailTemplateData) of a mail queued by a public write and not rendered yet. */
  template_data: string | null;
  entity_type: string | null;
  entity_id: number | null;
  attempts: Generated<number>;
  next_attempt_at: string;
  last_attempt_at: string | null;
  last_error: Generated<string>;
  sent_at: string | null;
  /** The worker that claimed the row, until `lease_expires_at`; then any worker may retake it. */
  lease_owner: string | null;
  lease_expires_at: string | null;
  /** The `.eml` copy written while SMTP is not configured. */
  eml_file: string | null;
  created_at: string;
  /** The searched columns, derived by the database for its search index (decision 0014). */
  search_text: GeneratedAlways<string>;
};

/**
 * Rows per listed table, kept by triggers (decision 0014). SQLite holds one row per table;
 * PostgreSQL adds one per write statement and folds them now and then: a table's count is the sum.
 */
export type RowCountTable = {
  table_name: string;
  row_count: number;
};

/**
 * Who did what, when, to which row (issue #9, #10). `changes` is JSON `{field: [old, new]}`;
 * a deletion keeps the entity's type, id and reference, never the person's data.
 */
export type AuditLogTable = {
  id: Generated<number>;
  created_at: string;
  actor_id: number | null;
  /** The admin's e-mail as it was: the line outlives the account. */
  actor_email: string;
  action: string;
  entity_type: string;
  entity_id: number | null;
  entity_reference: Generated<string>;
  changes: Generated<string>;
  /** For an undo, the line it reversed (that line is then no longer undoable). */
  reverts_id: number | null;
  /** Actor e-mail, action and reference, derived by the database for its search index. */
  search_text: GeneratedAlways<string>;
};

/** Settings staff change from the admin (closing times); each change is also audited. */
export type SettingTable = {
  key: string;
  value: string;
  updated_at: string;
  updated_by_email: string;
};
