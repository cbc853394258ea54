import type {
  AccountLinkPurpose,
  BankTransferAnswer,
  Contact,
  DecidedStatus,
  Edition,
  Locale,
  MailEntityType,
  MailKind,
  Registration,
  ReviewerLanguage,
  Submission,
} from "@congres/shared";

/**
 * A PDF a mail carries, named by the stored row it is rendered from at delivery (decision 0021):
 * the outbox keeps a few bytes, and a receipt attached is the receipt as stored.
 */
export type MailAttachmentRef =
  | { type: "receipt"; receiptId: number }
  | { type: "certificate"; registrationId: number }
  | { type: "visa_letter"; visaLetterId: number };

/** Who a mail goes to, what it is about: everything of an outbox row but its bodies. */
type MailEnvelope = {
  kind: MailKind;
  to: { name: string; address: string };
  subject: string;
  /** The registration, submission or message it is about (listed on that admin detail). */
  entity: { type: MailEntityType; id: number } | null;
  /** Copies (the co-authors of a decision e-mail). */
  cc?: MailAddress[];
  /** Held as a draft ("à valider") until staff send it: the worker never takes a draft. */
  draft?: boolean;
  /** The mailing it belongs to (decision 0048): delivered after the other mails, paced. */
  mailingId?: number;
  attachments?: MailAttachmentRef[];
  /**
   * The single-use tokens its bodies carry (a sign-in, invitation or reset link's): kept in the
   * row only while the mail waits; once it has left, the stored bodies hold MASKED_SECRET in
   * their place (decision 0056). URL-safe, at least 16 characters.
   */
  secrets?: string[];
};

export type MailAddress = { name: string; address: string };

/** A mail as composed by the application, rendered, before it becomes an outbox row. */
export type MailDraft = MailEnvelope & { html: string; text: string };

/** The registrations stored before this one with the same e-mail address (decision 0017). */
export type EarlierRegistrations = {
  count: number;
  /** The most recent of them (at most EARLIER_REFERENCES_LISTED), oldest first. */
  references: string[];
};

/** A label/value line of a staff notification: labels of closed lists, never personal data. */
export type StaffDetail = { label: string; value: string };

/**
 * The language a delegate's mail is written in: the one stored with the row it is about
 * (`mailLanguageOf(row)`, mail-language.ts). Absent in mails queued before languages: French.
 */
type InLanguage = { language?: Locale };

/** A mail about one submission that staff review, and may edit, before it is sent. */
type ReviewedMail = {
  reference: string;
  title: string;
  /** The mail's heading (the decision or the placement in words, in the mail's language). */
  heading: string;
  /** The text staff review and may edit before sending. */
  body: string;
};

/** What a staff account's owner is told (decision 0056); roles as their labels. */
export type AccountNotice =
  | { kind: "password_reset" }
  /** `by`: the admin who reset it, absent when the owner removed it. */
  | { kind: "two_factor_removed"; by?: string }
  | { kind: "role_changed"; from: string; to: string; by: string }
  | { kind: "wrong_codes"; count: number };

/**
 * What a mail's bodies are rendered from (templates/, render-template.ts). Plain JSON: it is
 * stored in the outbox row, and the delivery worker renders it (decision 0017). Staff
 * notifications stay French; the delegates' mails carry their language.
 */
export type MailTemplateData =
  | ({
      template: "registration_confirmation";
      reference: string;
      registration: Registration;
      earlier: EarlierRegistrations;
      bankTransfer: BankTransferAnswer;
      /** What it owes, computed at creation (decision 0075); absent in mails queued before. */
      amountDueCentimes?: number;
    } & InLanguage)
  | ({
      template: "submission_acknowledgement";
      reference: string;
      submission: Submission;
    } & InLanguage)
  | ({ template: "contact_acknowledgement"; name: string; contact: Contact } & InLanguage)
  | ({ template: "submission_decision"; decision: DecidedStatus } & ReviewedMail & InLanguage)
  /** A speaker's place in the published programme (decision 0049), reviewed as a decision is. */
  | ({ template: "programme_placement" } & ReviewedMail & InLanguage)
  | ({
      template: "payment_receipt";
      name: string;
      reference: string;
      receiptNumber: string;
      amountCentimes: number;
    } & InLanguage)
  | ({
      template: "payment_receipt_cancellation";
      name: string;
      reference: string;
      receiptNumber: string;
    } & InLanguage)
  | ({ template: "attendance_certificate"; name: string; reference: string } & InLanguage)
  /** A delegate's own cancellation (decision 0069): done, requested, or refunded and done. */
  | ({
      template: "registration_cancellation";
      name: string;
      reference: string;
      outcome: "cancelled" | "requested" | "refunded";
      amountCentimes?: number;
      account?: string;
    } & InLanguage)
  /** A visa letter issued (its PDF attached) or refused, with staff's reason (decision 0070). */
  | ({
      template: "visa_letter_decision";
      name: string;
      reference: string;
      decision: "approved" | "refused";
      reason?: string;
    } & InLanguage)
  | {
      template: "staff_account_link";
      name: string;
      purpose: AccountLinkPurpose;
      /** The page under /admin/ with the single-use token in its fragment. */
      url: string;
      /** Already written for the reader: "5 septembre 2025 à 14:03 UTC+1". */
      validUntil: string;
    }
  | ({
      /** The sign-in link to the delegate space (decision 0068), token in its fragment. */
      template: "space_link";
      name: string;
      /** `/mon-espace#<token>` under the site, prefixed per language. */
      url: string;
      /** Already written for the reader, in the mail's language. */
      validUntil: string;
    } & InLanguage)
  | ({
      /** A seat freed on an add-on's waiting list (decision 0075), token in the link's query. */
      template: "waitlist_offer";
      /** The add-on's label in the mail's language. */
      label: string;
      url: string;
      /** Already written for the reader, in the mail's language. */
      validUntil: string;
    } & InLanguage)
  | {
      template: "staff_account_notice";
      name: string;
      notice: AccountNotice;
      /** When it happened, already written for the reader: "5 septembre 2025 à 14:03 UTC+1". */
      at: string;
    }
  | {
      template: "review_notice";
      name: string;
      notice: "assignment" | "reminder";
      /** Abstracts newly assigned, or reviews left. */
      count: number;
      /** Already written for the reader, in Casablanca's time; absent without a deadline. */
      deadline?: string;
      url: string;
      language: ReviewerLanguage;
    }
  | ({
      /** A mailing to a group (decision 0048): its placeholders filled for this recipient. */
      template: "mailing";
      subject: string;
      markdown: string;
    } & InLanguage)
  | {
      template: "staff_notification";
      subject: string;
      intro: string;
      details: StaffDetail[];
      /** Said in bold after the intro (a possible duplicate); absent most of the time. */
      warning?: string;
      action: { label: string; href: string };
    };

/** A template's props: what the outbox row keeps for it (`template_data`), and the edition. */
export type TemplateProps<T extends MailTemplateData["template"]> = Omit<
  Extract<MailTemplateData, { template: T }>,
  "template"
> & { edition: Edition };

/**
 * A mail queued with the data it is rendered from: the write that causes it inserts this row in
 * its transaction, and the worker renders it outside every request (decision 0017).
 */
export type PendingMail = MailEnvelope & { data: MailTemplateData };

/** What the mail templates need besides the record they are about. */
export type MailContext = {
  edition: Edition;
  /** The staff notifications' recipient (ORGANISERS_EMAIL). */
  organisersEmail: string;
  /** The bank details the registration confirmation gives, or why it withholds them. */
  bankTransfer: BankTransferAnswer;
};
