import type { Generated } from "kysely";

/**
 * Visa letters and verification codes, as stored (2025-11-28, decision 0070); part of
 * `Database` in schema.ts. Timestamps ISO UTC, dates `YYYY-MM-DD`.
 */

/** A delegate's request for a visa invitation letter, and what staff decided. */
export type VisaLetterTable = {
  id: Generated<number>;
  registration_id: number;
  /** requested → approved (→ revoked) | refused: VISA_LETTER_STATUSES. */
  status: string;
  passport_number: string;
  /** ISO 3166-1 alpha-2. */
  nationality: string;
  birth_date: string;
  passport_expiry: string;
  place_of_birth: string;
  /** 1: an English translation follows the French letter. */
  english_copy: Generated<number>;
  requested_at: string;
  decided_at: string | null;
  decided_by_email: string | null;
  refusal_reason: string | null;
  revoked_at: string | null;
  revoked_by_email: string | null;
  revocation_reason: string | null;
};

/** The code printed on an issued document (a visa letter, a certificate), checked publicly. */
export type VerificationCodeTable = {
  /** 16 Crockford base32 characters (80 bits), stored without the reading dashes. */
  code: string;
  /** visa_letter | certificate. */
  kind: string;
  /** The visa letter's id, or the registration's for its certificate. */
  subject_id: number;
  registration_id: number;
  holder_name: string;
  issued_at: string;
  revoked_at: string | null;
};
