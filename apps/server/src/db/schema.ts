import type {
  ContactColumns,
  Locale,
  RegistrationColumns,
  SubmissionColumns,
} from "@congres/shared";
import type { Generated, GeneratedAlways } from "kysely";
import type {
  InvoiceCounterTable,
  InvoiceTable,
  RegistrationGroupMemberTable,
  RegistrationGroupTable,
} from "./schema-invoices.ts";
import type { MailingTable, MailPaceTable } from "./schema-mailings.ts";
import type {
  ProgrammeDayTable,
  ProgrammeItemTable,
  ProgrammeRoomTable,
  ProgrammeSessionTable,
  ProgrammeVersionTable,
} from "./schema-programme.ts";
import type {
  AddonTable,
  CountryGroupMemberTable,
  CountryGroupTable,
  PromoCodeTable,
  RegistrationAddonTable,
  RegistrationFeeTable,
  WaitlistEntryTable,
} from "./schema-registration-options.ts";
import type {
  ReviewAssignmentTable,
  ReviewConflictTable,
  ReviewReminderTable,
} from "./schema-review.ts";
import type {
  AccountLinkTable,
  LoginAttemptTable,
  ServerKeyTable,
  SessionTable,
  TwoFactorRecoveryCodeTable,
  UserTable,
} from "./schema-staff.ts";
import type { StoredFileChunkTable, SubmissionFileTable } from "./schema-submission-files.ts";
import type { VerificationCodeTable, VisaLetterTable } from "./schema-visa-letters.ts";
import type { WebhookDeliveryTable, WebhookEventTable, WebhookTable } from "./schema-webhooks.ts";

export type * from "./schema-invoices.ts";
export type * from "./schema-mailings.ts";
export type * from "./schema-programme.ts";
export type * from "./schema-registration-options.ts";
export type * from "./schema-review.ts";
export type * from "./schema-staff.ts";
export type * from "./schema-submission-files.ts";
export type * from "./schema-visa-letters.ts";
export type * from "./schema-webhooks.ts";

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
  rate_limit_counters: RateLimitCounterTable;
  audit_log: AuditLogTable;
  api_tokens: ApiTokenTable;
  settings: SettingTable;
  two_factor_recovery_codes: TwoFactorRecoveryCodeTable;
  bank_imports: BankImportTable;
  bank_import_lines: BankImportLineTable;
  receipt_counters: ReceiptCounterTable;
  receipts: ReceiptTable;
  account_links: AccountLinkTable;
  server_keys: ServerKeyTable;
  check_ins: CheckInTable;
  desk_lookups: DeskLookupTable;
  cancellation_requests: CancellationRequestTable;
  review_assignments: ReviewAssignmentTable;
  review_conflicts: ReviewConflictTable;
  review_reminders: ReviewReminderTable;
  mailings: MailingTable;
  mail_pace: MailPaceTable;
  programme_days: ProgrammeDayTable;
  programme_rooms: ProgrammeRoomTable;
  programme_sessions: ProgrammeSessionTable;
  programme_items: ProgrammeItemTable;
  programme_versions: ProgrammeVersionTable;
  space_links: SpaceLinkTable;
  delegate_sessions: DelegateSessionTable;
  delegate_agendas: DelegateAgendaTable;
  visa_letters: VisaLetterTable;
  verification_codes: VerificationCodeTable;
  webhooks: WebhookTable;
  webhook_events: WebhookEventTable;
  webhook_deliveries: WebhookDeliveryTable;
  registration_groups: RegistrationGroupTable;
  registration_group_members: RegistrationGroupMemberTable;
  invoice_counters: InvoiceCounterTable;
  invoices: InvoiceTable;
  submission_files: SubmissionFileTable;
  stored_file_chunks: StoredFileChunkTable;
  submission_versions: SubmissionVersionTable;
  registration_fees: RegistrationFeeTable;
  country_groups: CountryGroupTable;
  country_group_members: CountryGroupMemberTable;
  addons: AddonTable;
  registration_addons: RegistrationAddonTable;
  waitlist_entries: WaitlistEntryTable;
  promo_codes: PromoCodeTable;
};

/** `reference` (`CPSS-7KQ2M`) is unique; every row has one (the 2025-08 migration gave one to older rows). */
export type RegistrationTable = RegistrationColumns & {
  id: Generated<number>;
  accommodation_needed: number;
  terms_accepted: number;
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
  /** Raised by each staff correction; a correction names the version it read (decision 0024). */
  version: Generated<number>;
  /** The language the visitor wrote in (`fr`, `en`, `ar`): their later mails use it. */
  language: Generated<Locale>;
  /** The name in Latin letters of a delegate writing in another script, or "" (2025-11-10). */
  latin_name: Generated<string>;
};

/** `reference` (`ABS-4HX9P`) is unique; every row has one (the 2025-08 migration gave one to older rows). */
export type SubmissionTable = SubmissionColumns & {
  id: Generated<number>;
  has_conflict_of_interest: number;
  accepts_terms: number;
  accepts_review: number;
  /** The searched columns, derived by the database for its search index (decision 0014). */
  search_text: GeneratedAlways<string>;
  /** Raised by each staff correction; a correction names the version it read (decision 0024). */
  version: Generated<number>;
  /** The committee's decision: soumise → en_evaluation → acceptee_orale | … (shared SUBMISSION_STATUSES). */
  status: Generated<string>;
  /** Internal to the committee. */
  committee_note: Generated<string>;
  /** Put into the decision e-mail's draft. */
  author_message: Generated<string>;
  /** The language the visitor wrote in (`fr`, `en`, `ar`): their later mails use it. */
  language: Generated<Locale>;
  /** The last edit from « Mon espace » (decision 0073); null if never edited there. */
  edited_at: string | null;
  /** `confirmed` | `withdrawn` once the presenting side answered the decision; else null. */
  presentation: string | null;
  presentation_at: string | null;
  withdrawal_reason: Generated<string>;
  /** A registration staff linked by hand to the presenting author (decision 0073). */
  presenter_registration_id: number | null;
};

/** A version of a submission as its author sent it (decision 0073): 1 the original. */
export type SubmissionVersionTable = {
  id: Generated<number>;
  submission_id: number;
  version: number;
  /** The submission form's body (its output, authors included) as JSON. */
  body: string;
  created_at: string;
  created_by_email: string;
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
  /** The author's country as the form stores one; blank when not given (decision 0073). */
  country: Generated<string>;
};

export type ContactMessageTable = ContactColumns & {
  id: Generated<number>;
  /** The searched columns, derived by the database for its search index (decision 0014). */
  search_text: GeneratedAlways<string>;
  /** Raised by each staff correction; a correction names the version it read (decision 0024). */
  version: Generated<number>;
  /** The language the visitor wrote in (`fr`, `en`, `ar`): their later mails use it. */
  language: Generated<Locale>;
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
  /** queued → sent, or failed after the last retry; a decision e-mail is a draft until staff send it. */
  status: Generated<string>;
  to_address: string;
  to_name: string;
  /** JSON `[{name, address}]`, the copies (the co-authors of a decision e-mail). */
  cc_addresses: Generated<string>;
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
  /** JSON (MailAttachmentRef[]): PDFs rendered at delivery from stored rows (decision 0021). */
  attachments: string | null;
  /** The mailing it belongs to (2025-11-18, decision 0048): sent after the others, paced. */
  mailing_id: Generated<number | null>;
  /**
   * JSON (string[]): the single-use tokens a waiting mail carries (2025-11-22, decision 0056);
   * null once it has left — its stored bodies then hold MASKED_SECRET instead (`secrets_masked`).
   */
  secrets: string | null;
  secrets_masked: Generated<number>;
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
 * The public writes' counters on PostgreSQL (decision 0040): `key` names the limit, the route and
 * the address; `resets_at_ms` is the end of its window by the database's clock.
 */
export type RateLimitCounterTable = {
  key: string;
  hits: number;
  resets_at_ms: number;
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
  /**
   * `staff`, `delegate` for a change made from the delegate space (actor_email is hers), or
   * `token` for one made with an API token (actor_email names the token, decision 0078).
   */
  actor_kind: Generated<ActorKind>;
  /** Actor e-mail, action and reference, derived by the database for its search index. */
  search_text: GeneratedAlways<string>;
};

/** An API token (decision 0078): its SHA-256 only, never the token itself. */
export type ApiTokenTable = {
  id: Generated<number>;
  name: string;
  prefix: string;
  token_hash: string;
  /** A JSON array of ApiScope. */
  scopes: string;
  created_at: string;
  created_by_email: string;
  expires_at: string | null;
  last_used_at: string | null;
  revoked_at: string | null;
  revoked_by_email: string | null;
};

/** Settings staff change from the admin (closing times); each change is also audited. */
export type SettingTable = {
  key: string;
  value: string;
  updated_at: string;
  updated_by_email: string;
};

/** A confirmed bank statement import (issue #9 item 3). */
export type BankImportTable = {
  id: Generated<number>;
  created_at: string;
  actor_id: number | null;
  actor_email: string;
  file_name: string;
  line_count: number;
};

/**
 * A statement line recorded as a payment. `checksum` (date, amount, label) is unique: the same
 * line imported again is recognised and recorded nothing twice.
 */
export type BankImportLineTable = {
  id: Generated<number>;
  import_id: number;
  checksum: string;
  line_number: number;
  /** The bank's date of the operation, `YYYY-MM-DD`. */
  booked_on: string;
  amount_centimes: number;
  label: string;
  payer: string;
  registration_id: number | null;
  registration_reference: string;
};

/** The last receipt number given in a year; updated in the transaction that issues one. */
export type ReceiptCounterTable = {
  year: number;
  last_number: number;
};

/** A payment receipt as issued (decision 0021); never deleted, cancelled by an undo. */
export type ReceiptTable = {
  id: Generated<number>;
  /** `2025-0001`: the year and the gap-free sequence within it. */
  number: string;
  year: number;
  sequence: number;
  /** Null once the registration is deleted: the receipt and its number stay. */
  registration_id: number | null;
  reference: string;
  delegate_name: string;
  delegate_email: string;
  amount_centimes: number;
  /** The bank's date of the transfer that completed the payment, `YYYY-MM-DD`. */
  paid_on: string;
  issued_at: string;
  /** Set when the payment it acknowledges is undone; the number is never given again. */
  cancelled_at: string | null;
};

/**
 * A person at the check-in desk on a Casablanca day (issue #25, decision 0047): one live row per
 * registration and day; `scan_id`, generated by the desk, is unique (a scan sent twice is stored
 * once). An undone row stays, with who undid it.
 */
export type CheckInTable = {
  id: Generated<number>;
  registration_id: number;
  /** Casablanca's calendar day of `checked_in_at`, `YYYY-MM-DD`. */
  day: string;
  /** When the badge was scanned (the desk's time for a scan that waited offline). */
  checked_in_at: string;
  /** When the server stored it. */
  received_at: string;
  user_id: number | null;
  actor_email: string;
  /** The desk's name for its device ("Accueil 2"), or "". */
  device: Generated<string>;
  scan_id: string;
  undone_at: string | null;
  undone_by_email: string | null;
};

/** A person a desk account found or scanned on a Casablanca day (decision 0058). */
export type DeskLookupTable = {
  user_id: number;
  registration_id: number;
  /** Casablanca's calendar day, `YYYY-MM-DD`. */
  day: string;
};

/** Who wrote an audit line: a staff account, or a delegate from her space (issue #38). */
export type ActorKind = "staff" | "delegate" | "token";

/** A sign-in link to the delegate space: only its token's SHA-256 (decision 0068). */
export type SpaceLinkTable = {
  id: Generated<number>;
  token_hash: string;
  /** Lower-cased and trimmed, as typed; a link for an unknown address is stored, never mailed. */
  email: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
};

/** A delegate's session: only its cookie token's SHA-256; it ends after 30 days idle. */
export type DelegateSessionTable = {
  id: Generated<number>;
  token_hash: string;
  email: string;
  created_at: string;
  last_seen_at: string;
};

/** The programme sessions a delegate starred (« Mon programme »), kept with her e-mail. */
export type DelegateAgendaTable = {
  email: string;
  /** A JSON array of the published programme's session ids. */
  session_ids: string;
  updated_at: string;
};

/** A delegate's request to cancel a paid registration (decision 0069). */
export type CancellationRequestTable = {
  id: Generated<number>;
  registration_id: number;
  reason: string;
  /** `iban` or `rib` (a Moroccan RIB of 24 digits). */
  account_kind: string;
  /** The account in its electronic form (no spaces, upper case). */
  account: string;
  amount_received_centimes: number;
  requested_at: string;
  requested_by_email: string;
  /** `pending` until the secretariat records the refund, then `refunded`. */
  status: Generated<string>;
  refund_centimes: number | null;
  /** The bank's day of the refund, `YYYY-MM-DD`. */
  refunded_on: string | null;
  handled_at: string | null;
  handled_by_email: string | null;
};
