import type { Locale } from "@congres/shared";

/** What each PDF is made of: plain JSON, from stored rows (receipts, registrations). */

export type ReceiptData = {
  /** The registration's language, the receipt's (decision 0072); French without a registration. */
  language: Locale;
  number: string;
  reference: string;
  delegateName: string;
  amountCentimes: number;
  /** `YYYY-MM-DD`, the bank's date of the transfer. */
  paidOn: string;
  /** ISO instant. */
  issuedAt: string;
  cancelledAt: string | null;
};

/** A delegate as a badge and a certificate name them. */
export type DelegateData = {
  /** The registration's language, its badge's and certificate's (decision 0072). */
  language: Locale;
  reference: string;
  /**
   * "Dr Amina Benali": the title's label, first and last names (in Latin letters if given), the
   * same in every language, as the receipt froze it and the verification page shows it.
   */
  name: string;
  /** "فاطمة بنعلي": the name in its own script, shown under `name` when that is its Latin letters. */
  originalName: string | null;
  institution: string;
  /** The country as the document's language names it. */
  country: string;
  /** The participation type's label in the document's language ("Étudiant", "Student", "طالب"). */
  participation: string;
  /** The days the delegate was checked in at the desk, `YYYY-MM-DD` (the certificate states them). */
  daysAttended: string[];
};

export type BadgeLayout = "sheet" | "single";

/**
 * A certificate of presentation (issue #39, decision 0080): who presented which work, with its
 * authors as their list stands when it is printed.
 */
export type PresentationCertificateData = {
  /** The submission's language, the certificate's. */
  language: Locale;
  reference: string;
  title: string;
  /** "Amina Benali": the presenting author as the list names her. */
  presenter: string;
  /** In publication order, each with her affiliation and country when given. */
  authors: { name: string; affiliation: string; country: string }[];
  /** `YYYY-MM-DD`: the day it is made, within the congress's days. */
  madeOn: string;
};

/** A document's verification code as printed, and the public page its QR code leads to. */
export type VerificationMark = {
  /** `7KQ2-M9XD-…`: 16 characters in groups of four. */
  code: string;
  url: string;
};

/** A visa invitation letter (decision 0070): what the French letter and its translation state. */
export type VisaLetterData = {
  reference: string;
  /** "Dr Amina Benali", as the passport's Latin letters usually read. */
  name: string;
  passportNumber: string;
  /** The nationality's country, named in each language the letter is written in. */
  nationality: { fr: string; en: string };
  /** `YYYY-MM-DD`. */
  birthDate: string;
  placeOfBirth: string;
  passportExpiry: string;
  /** paid or waived: "confirmed"; an unpaid one (when staff allow it): "registered". */
  registration: "paid" | "waived" | "registered";
  /** The approval's instant (ISO): the letter's date. */
  issuedAt: string;
  englishCopy: boolean;
  verification: VerificationMark;
};

/** An invoice, credit note or pro-forma as issued (modules/invoices), with its issuer. */
export type InvoiceData = {
  number: string;
  kind: "invoice" | "credit_note" | "proforma";
  /** The buyer's language, the document's: French, English or Arabic (decisions 0072, 0081). */
  language: Locale;
  reference: string;
  buyer: { name: string; address: string; taxId: string };
  lines: { reference: string; name: string; participation: string; amountCentimes: number }[];
  amountCentimes: number;
  receivedCentimes: number;
  /** A credit note's invoice number. */
  credits: string | null;
  refundedOn: string | null;
  refundAccount: string | null;
  /** ISO instant. */
  issuedAt: string;
  issuer: { ice: string; taxId: string; tradeRegister: string; address: string };
};
