import { labelledList } from "./choice-values.ts";
import type { StaffRole } from "./staff-roles.ts";

/**
 * Mailings to a filtered group (issue #26, decision 0048): the facts both sides read. The
 * request schema is `mailing-schemas.ts`; these hold no zod so the admin's screens import them
 * freely.
 */

/** The placeholders a mailing's subject and body may hold, `{{prenom}}`… (liquidjs, strict). */
export const MAILING_PLACEHOLDERS = [
  { name: "prenom", label: "Prénom", shown: "Prénom" },
  { name: "nom", label: "Nom", shown: "Nom" },
  { name: "reference", label: "Référence (CPSS-…, ABS-…)", shown: "Référence" },
  { name: "montant_du", label: "Montant restant dû", shown: "Montant dû" },
  { name: "statut_paiement", label: "Statut du paiement", shown: "Statut du paiement" },
  { name: "titre", label: "Titre de la soumission", shown: "Titre" },
  { name: "decision", label: "Décision du comité", shown: "Décision" },
] as const;

export type MailingPlaceholder = (typeof MAILING_PLACEHOLDERS)[number]["name"];

export const MAILING_AUDIENCE_KINDS = /* @__PURE__ */ labelledList({
  registrations: "Inscriptions",
  submissions: "Soumissions (auteurs)",
  reviewers: "Relecteurs",
  staff: "Comptes de l'équipe",
  payment_reminder: "Relance de paiement",
});

export type MailingAudienceKind = (typeof MAILING_AUDIENCE_KINDS)[number]["value"];

/** The placeholders each audience can fill; another known one is refused for that audience. */
export const AUDIENCE_PLACEHOLDERS: Record<MailingAudienceKind, readonly MailingPlaceholder[]> = {
  registrations: ["prenom", "nom", "reference", "montant_du", "statut_paiement"],
  payment_reminder: ["prenom", "nom", "reference", "montant_du", "statut_paiement"],
  submissions: ["prenom", "nom", "reference", "titre", "decision"],
  reviewers: ["prenom", "nom"],
  staff: ["prenom", "nom"],
};

/** The committee writes to authors and reviewers; the rest is the secretariat's (decision 0048). */
export const COMMITTEE_AUDIENCES: readonly MailingAudienceKind[] = ["submissions", "reviewers"];

/** The staff's own accounts are written to by an admin only (issue #36 item 5). */
export const ADMIN_AUDIENCES: readonly MailingAudienceKind[] = ["staff"];

export const mayWriteTo = (role: StaffRole, kind: MailingAudienceKind): boolean =>
  role === "admin" ||
  (!ADMIN_AUDIENCES.includes(kind) && (role !== "committee" || COMMITTEE_AUDIENCES.includes(kind)));

/** The audiences a role may write to, see and open, in the order of the composer's menu. */
export const mailingKindsFor = (role: StaffRole): MailingAudienceKind[] =>
  MAILING_AUDIENCE_KINDS.map((kind) => kind.value).filter((kind) => mayWriteTo(role, kind));

export const MAILING_STATUSES = /* @__PURE__ */ labelledList({
  draft: "Brouillon",
  sending: "Envoi en cours",
  sent: "Envoyé",
  cancelled: "Annulé",
});

export type MailingStatus = (typeof MAILING_STATUSES)[number]["value"];

/** The languages a mailing is written in: French required, the others fall back to it. */
export const MAILING_LANGUAGES = ["fr", "en", "ar"] as const;

/** How many days a registration waits before "Relance de paiement" writes to it, by default. */
export const PAYMENT_REMINDER_DEFAULT_DAYS = 7;
/** A person gets at most one payment reminder in this many days. */
export const PAYMENT_REMINDER_INTERVAL_DAYS = 7;

/** Where a mailing's mails are, as its screen shows them (sent / failed / waiting / cancelled). */
export type MailingProgress = {
  sent: number;
  failed: number;
  waiting: number;
  cancelled: number;
};

export type MailingFailure = { to_address: string; to_name: string; error: string };

export type MailingText = { fr: string; en?: string | undefined; ar?: string | undefined };

/** `GET /api/admin/mailings/:id`. */
export type MailingDetail = {
  id: number;
  /**
   * The French subject as staff read it in lists and headings: each placeholder shown by its
   * name in brackets (« Votre paiement ([Référence]) »), never as raw `{{reference}}`.
   */
  title: string;
  status: MailingStatus;
  audience: Record<string, unknown> & { kind: MailingAudienceKind };
  subject: MailingText;
  body: MailingText;
  created_at: string;
  created_by_email: string;
  sent_at: string | null;
  sent_by_email: string | null;
  /** The audience today (draft), or the set frozen at sending. */
  recipients: number;
  progress: MailingProgress;
  failures: MailingFailure[];
};

export type MailingListRow = Pick<
  MailingDetail,
  "id" | "status" | "title" | "created_at" | "created_by_email" | "sent_at"
> & { kind: MailingAudienceKind; title: string; recipients: number };

/** `GET /api/admin/mailings`: the mailings, and whether mail leaves the server at all. */
export type MailingList = {
  data: MailingListRow[];
  /** False: no SMTP server set, mails stay queued and are copied as `.eml` files. */
  smtp_configured: boolean;
};

export type MailingPreview = {
  to: { name: string; address: string };
  language: string;
  subject: string;
  html: string;
  text: string;
};
