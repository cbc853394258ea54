/** The admin API's answers (§3): server views are typed with these, the admin screens read them. */

import type { ContactColumns, RegistrationColumns, SubmissionColumns } from "./form-columns.ts";
import type { Locale } from "./locales.ts";
import type { MailEntityType, MailKind, MailStatus } from "./mail.ts";
import type { PaymentState } from "./payment.ts";
import type { StaffRole } from "./staff-roles.ts";
import type { DecidedStatus, SubmissionStatus } from "./submission-decision.ts";

/** The presenting side's answer to an acceptance (decision 0073). */
export type SubmissionPresentation = "confirmed" | "withdrawn";

export type SubmissionRow = SubmissionColumns & {
  id: number;
  has_conflict_of_interest: boolean;
  accepts_terms: boolean;
  accepts_review: boolean;
  /** Raised by each correction; a correction sends the version it read (decision 0024). */
  version: number;
  /** The committee's decision (`SUBMISSION_STATUSES`); `soumise` until someone decides. */
  status: SubmissionStatus;
  /** The committee's internal note, never sent to the author. */
  committee_note: string;
  /** The committee's words to the author, put into the decision e-mail's draft. */
  author_message: string;
  /** The language the author wrote in, which the mails to her use. */
  language: Locale;
  /** The presenting side's answer to an acceptance (decision 0073); null until given. */
  presentation?: SubmissionPresentation | null;
};

export type AuthorRow = {
  first_name: string;
  last_name: string;
  email: string;
  affiliation: string;
  is_presenting: boolean;
  /** Blank when not given (decision 0073). */
  country: string;
};

export type SubmissionDetail = { submission: SubmissionRow; authors: AuthorRow[] };

/** `POST /api/admin/submissions/decisions`: how many submissions changed, drafts written. */
export type BulkDecisionResult = { updated: number; drafts: number };

/**
 * An e-mail to an author waiting for review ("À envoyer", `GET /api/admin/decision-mails`): a
 * decision, or a speaker's place in the published programme (issue #24, decision 0049).
 */
export type DecisionMailDraft = {
  id: number;
  kind: "submission_decision" | "programme_placement";
  /** The decision announced; null for a programme placement. */
  decision: DecidedStatus | null;
  submission_id: number | null;
  reference: string;
  title: string;
  to_name: string;
  to_address: string;
  /** The other authors, in copy. */
  cc: { name: string; address: string }[];
  subject: string;
  /** The text staff read and edit (the mail's HTML is made from it when it is sent). */
  body: string;
  /** The submitter's language, which the draft is written and laid out in. */
  language: Locale;
  created_at: string;
};

/** `POST /api/admin/decision-mails/send`: mails queued, and the people they go to. */
export type DecisionMailSendResult = { mails: number; recipients: number };

export type RegistrationRow = RegistrationColumns & {
  id: number;
  accommodation_needed: boolean;
  terms_accepted: boolean;
  /** The name in Latin letters a delegate writing in another script gave, or "". */
  latin_name: string;
  /** The language the delegate registered in, which their mails use. */
  language: Locale;
  /** Raised by each correction; a correction sends the version it read (decision 0024). */
  version: number;
  /** How many other registrations share this e-mail address (case aside): 0, or a duplicate. */
  duplicates: number;
} & PaymentState & {
    /** Staff's internal note, never shown to the delegate. */
    staff_note: string;
  };

/** The payment action "Revenir à l'état précédent" would undo (the audit line it reverses). */
export type UndoablePayment = { audit_id: number; action: string; created_at: string };

/** A payment receipt of a registration (decision 0021); download at `…/receipts/{number}.pdf`. */
export type ReceiptSummary = {
  number: string;
  amount_centimes: number;
  paid_on: string;
  issued_at: string;
  /** Set once the payment it acknowledged was undone: the number is never given again. */
  cancelled_at: string | null;
};

/** `GET /api/admin/registrations/{id}`: the row, what an undo would reverse, its receipts. */
export type RegistrationDetail = RegistrationRow & {
  undoable: UndoablePayment | null;
  receipts: ReceiptSummary[];
  /** The days the person was checked in at the desk, `YYYY-MM-DD`, in order (issue #25). */
  days_attended: string[];
};

/**
 * `GET /api/admin/certificates`: how many attendance certificates "Envoyer les attestations"
 * would queue (paid or waived registrations not sent one yet — by default only those checked in
 * at the desk), and whether it may now.
 */
export type CertificatesSummary = {
  pending: number;
  /** Who receives them: those checked in at the desk at least once (default), or all paid. */
  recipients: "checked_in" | "paid";
  /** The congress's last day is over (Casablanca time). */
  available: boolean;
  /** Why not yet, in French, when not available. */
  message: string | null;
};

/**
 * `GET /api/admin/registrations/totals`, over the list's search and filters: expected (amounts
 * due of registrations neither cancelled nor waived), received (every registration), and
 * outstanding (what the waiting ones still owe).
 */
export type RegistrationTotals = {
  count: number;
  expected_centimes: number;
  received_centimes: number;
  outstanding_centimes: number;
};

export type ContactRow = ContactColumns & {
  id: number;
  /** Raised by each correction; a correction sends the version it read (decision 0024). */
  version: number;
  /** The language the visitor wrote in, which the acknowledgement used. */
  language: Locale;
};

export type UserRow = {
  id: number;
  name: string;
  email: string;
  /** What the account may reach in the admin (decision 0043). */
  role: StaffRole;
  created_at: string;
  /** The last successful sign-in; null when the admin has not signed in since it is recorded. */
  last_sign_in_at: string | null;
  /** Invited, and no password chosen yet ("Invitation envoyée"; decision 0044). */
  invitation_pending: boolean;
  /** Two-factor sign-in is on (decision 0045). */
  two_factor_enabled: boolean;
};

export type Metrics = {
  totals: { submissions: number; registrations: number; contacts: number };
  today: { submissions: number; registrations: number; contacts: number };
};

/** A row of the outbox (`GET /api/admin/emails`). Times are ISO-8601 UTC strings. */
export type EmailRow = {
  id: number;
  kind: MailKind;
  status: MailStatus;
  to_address: string;
  to_name: string;
  subject: string;
  attempts: number;
  last_error: string;
  last_attempt_at: string | null;
  next_attempt_at: string;
  sent_at: string | null;
  created_at: string;
  entity_type: MailEntityType | null;
  entity_id: number | null;
};

/** `GET /api/admin/emails/{id}`: the row with the mail as rendered. */
export type EmailDetail = EmailRow & {
  message_id: string;
  /** The copies (the co-authors of a decision e-mail); empty for the other mails. */
  cc: { name: string; address: string }[];
  html_body: string;
  text_body: string;
  /** Where the copy of the mail was written when SMTP is not configured. */
  eml_file: string | null;
};

/** `GET /api/admin/emails/status`: how mail leaves the server, and the outbox's counts. */
export type MailTransportStatus = {
  smtp_configured: boolean;
  /** The folder of the `.eml` copies, when SMTP is not configured. */
  mail_dir: string | null;
  counts: Record<MailStatus, number>;
};

/**
 * `GET /api/admin/presenters` (issue #39 item 4, decision 0073): an accepted abstract, who presents
 * it (the presenting author, else the submitter) and the registration that covers her.
 */
export type PresenterRow = {
  id: number;
  reference: string;
  title: string;
  /** The presenting author's e-mail, else the submitter's. */
  presenter_email: string;
  presenter_first_name: string;
  presenter_last_name: string;
  presenter_registration_id: number | null;
  registration: { id: number; reference: string; email: string; payment_status: string } | null;
  /** Registered and paid or waived: otherwise « présentateur non inscrit / non payé ». */
  registered: boolean;
};
