import type { BankTransferDetails } from "./bank-transfer.ts";
import type { Locale } from "./locales.ts";
import type { PaymentStatus } from "./payment.ts";
import type { DecidedStatus } from "./submission-decision.ts";

/**
 * The delegate space, « Mon espace » (issue #38, decision 0068): what the server and the web share
 * of it — the page, the sign-in link's life, and the answers of `GET /api/space` and the agenda.
 */

/** The page a delegate signs in on, per language; the sign-in link adds `#<token>` to it. */
export const SPACE_PAGE_PATHS: Record<Locale, string> = {
  fr: "/mon-espace",
  en: "/en/mon-espace",
  ar: "/ar/mon-espace",
};

/**
 * The fields a delegate may correct herself, named as the registration form names them; the
 * others (fee, e-mail, type) stay the secretariat's. Here, without zod, for the space's page.
 */
export const SELF_UPDATE_FIELDS = [
  "firstName",
  "lastName",
  "latinName",
  "institution",
  "country",
  "phone",
  "dietaryRestrictions",
] as const;

/** How long a sign-in link stays valid once sent; it works once. */
export const SPACE_LINK_VALIDITY_MS = 30 * 60 * 1000;

/** One of her registrations, as `GET /api/space` gives it (snake_case, as the lists). */
export type SpaceRegistration = {
  id: number;
  reference: string;
  first_name: string;
  last_name: string;
  latin_name: string;
  institution: string;
  country: string;
  phone: string;
  dietary_restrictions: string;
  participation_type: string;
  payment_status: PaymentStatus;
  amount_due_centimes: number;
  amount_received_centimes: number;
  created_at: string;
  /**
   * While unpaid: the bank details (or, while they are provisional in production, `null` and
   * they come by e-mail) and what to write on the transfer, as the confirmation mail says.
   */
  bank_transfer?: { details: BankTransferDetails | null; transfer_reference: string };
};

/**
 * One of her submissions (those she sent and those she presents). Only once its decision mail
 * was sent (issue #39 items 4 and 5): the decision, in the language it was written in with the
 * committee's message and the submitted reviews' comments to the authors (never the comments to
 * the committee, never who reviewed), and whether the presentation was confirmed or withdrawn.
 */
export type SpaceSubmission = {
  id: number;
  reference: string;
  title: string;
  submission_type: string;
  category: string;
  authors: {
    first_name: string;
    last_name: string;
    affiliation: string;
    /** As stored (the form's French name); blank when not given. */
    country: string;
    is_presenting: boolean;
  }[];
  created_at: string;
  decision?: DecidedStatus;
  decision_language?: Locale;
  decision_message?: string;
  review_comments?: string[];
  presentation?: "confirmed" | "withdrawn";
};

/** `GET /api/space`. */
export type SpaceAnswer = {
  email: string;
  registrations: SpaceRegistration[];
  submissions: SpaceSubmission[];
};

/** `GET /api/space/agenda`; `PUT /api/space/agenda` takes `{ sessionIds }`. */
export type SpaceAgenda = { session_ids: string[] };
