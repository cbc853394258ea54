/** What each PDF is made of: plain JSON, from stored rows (receipts, registrations). */

export type ReceiptData = {
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
  reference: string;
  /** "Dr Amina Benali": the title's label, first and last names (in Latin letters if given). */
  name: string;
  /** "فاطمة بنعلي": the name in its own script, shown under `name` when that is its Latin letters. */
  originalName: string | null;
  institution: string;
  country: string;
  /** The participation type's label ("Étudiant"). */
  participation: string;
  /** The days the delegate was checked in at the desk, `YYYY-MM-DD` (the certificate states them). */
  daysAttended: string[];
};

export type BadgeLayout = "sheet" | "single";
