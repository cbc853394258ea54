import type { AccountLinkPurpose, ReviewerLanguage, StaffRole } from "@congres/shared";
import type { Generated, GeneratedAlways } from "kysely";

/**
 * The staff's tables, as stored (part of `Database` in schema.ts): accounts and their roles,
 * sessions and sign-in attempts, invitation and reset links, server keys and 2FA recovery codes
 * (decisions 0010, 0043–0045). Same conventions as schema.ts: booleans 0/1, timestamps ISO UTC.
 */

export type UserTable = {
  id: Generated<number>;
  name: string;
  email: string;
  password_hash: string;
  created_at: string;
  /** The searched columns, derived by the database for its search index (decision 0014). */
  search_text: GeneratedAlways<string>;
  /** The last successful sign-in (2025-11-06); null before the first one since then. */
  last_sign_in_at: Generated<string | null>;
  /** What the account may reach in the admin (2025-11-12, decision 0043); `admin` by default. */
  role: Generated<StaffRole>;
  /** 1 while an invited account has not chosen its password (2025-11-14, decision 0044). */
  invitation_pending: Generated<number>;
  /** The TOTP secret, encrypted with the server's key (2025-11-15, decision 0045). */
  two_factor_secret: Generated<string | null>;
  /** When 2FA was confirmed; null while the secret is only pending, or without 2FA. */
  two_factor_enabled_at: Generated<string | null>;
  /** The last time step a code was accepted at: a code is accepted once. */
  two_factor_last_step: Generated<number | null>;
  /** A reviewer's categories of expertise, JSON array; `[]` = any (2025-11-16, decision 0046). */
  expertise: Generated<string>;
  /** A reviewer's institution: an author's affiliation equal to it is a conflict of interest. */
  institution: Generated<string>;
  /** The reviewer workspace's language and their mails': `fr` or `en`. */
  language: Generated<ReviewerLanguage>;
  /**
   * Wrong second-factor codes in a row (2025-11-22, decision 0056); a right code sets it back to
   * 0. The one that reaches WRONG_CODES_BEFORE_NOTICE mails the owner.
   */
  two_factor_failures: Generated<number>;
};

/** The one live invitation or password-reset link of an account (decision 0044). */
export type AccountLinkTable = {
  user_id: number;
  purpose: AccountLinkPurpose;
  /** SHA-256 of the link's token: the database never holds a usable link. */
  token_hash: string;
  created_at: string;
  expires_at: string;
};

/** Keys drawn once per database and shared by every server on it (decision 0044). */
export type ServerKeyTable = {
  name: string;
  value: string;
  created_at: string;
};

/** A recovery code of an account's 2FA: only its SHA-256, spent once (`used_at`). */
export type TwoFactorRecoveryCodeTable = {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: string | null;
};

/**
 * How far a session got (decision 0045): `full`; `two_factor`, the password checked and a code
 * awaited (reaches nothing under /api/admin); `enrolment`, 2FA to be set up first.
 */
export type SessionStage = "full" | "two_factor" | "enrolment";

export type SessionTable = {
  /** SHA-256 of the cookie's token: a stolen database does not yield live sessions. */
  token_hash: string;
  user_id: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  /** The id the account page shows and ends a session by (2025-11-15); never the token's hash. */
  public_id: string;
  stage: Generated<SessionStage>;
  user_agent: Generated<string | null>;
};

/**
 * A sign-in attempt, written before its password is checked (a reservation) and kept only if the
 * check fails: failures are counted per e-mail and address, and per e-mail (login throttling).
 */
export type LoginAttemptTable = {
  /** Increasing: an attempt's rank among the attempts of its window (modules/staff). */
  id: Generated<number>;
  /** Lower-cased e-mail and client address (an IPv6 address by its /64): `email|address`. */
  throttle_key: string;
  /** Lower-cased e-mail, whatever the address. */
  account_key: string;
  attempted_at: string;
  /** The nonce of the valid device cookie the attempt carried (2025-11-14), else null. */
  device: Generated<string | null>;
};
