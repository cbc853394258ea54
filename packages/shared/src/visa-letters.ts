import { labelledList } from "./choice-values.ts";

/**
 * Visa invitation letters and verification codes (issue #38 item 5, decision 0070), zod-free:
 * what the space, the admin and the public verification page read of them.
 */

/** requested → approved (→ revoked), or refused; a new request is possible after a refusal or a revocation. */
export const VISA_LETTER_STATUSES = /* @__PURE__ */ labelledList({
  requested: "À traiter",
  approved: "Accordée",
  refused: "Refusée",
  revoked: "Révoquée",
});

export type VisaLetterStatus = (typeof VISA_LETTER_STATUSES)[number]["value"];

/** A row of `GET /api/admin/visa-letters`. */
export type VisaLetterRow = {
  id: number;
  registration_id: number;
  reference: string;
  status: VisaLetterStatus;
  passport_number: string;
  /** ISO 3166-1 alpha-2. */
  nationality: string;
  requested_at: string;
};

/** What a document's verification code names: the public page's kinds. */
export const VERIFIED_KINDS = ["visa_letter", "certificate"] as const;
export type VerifiedKind = (typeof VERIFIED_KINDS)[number];

/** `GET /api/verify/:code`: enough for a consulate to check a document, nothing more. */
export type VerificationAnswer = {
  valid: boolean;
  kind: VerifiedKind;
  holder_name: string;
  issued_at: string;
  revoked: boolean;
};

/** The page a document's QR code and printed address lead to. */
export const verificationPath = (code: string) => `/verifier/${code}`;
