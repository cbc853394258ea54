import { labelledList } from "./choice-values.ts";

/** The delegates' and staff's e-mails as the admin area shows them (outbox of issue #8). */

export const MAIL_KINDS = /* @__PURE__ */ labelledList({
  registration_confirmation: "Confirmation d'inscription",
  submission_acknowledgement: "Accusé de réception de soumission",
  contact_acknowledgement: "Accusé de réception de message",
  staff_new_registration: "Notification : nouvelle inscription",
  staff_new_submission: "Notification : nouvelle soumission",
  staff_new_contact: "Notification : nouveau message",
  staff_login_alert: "Alerte : tentatives de connexion",
  staff_invitation: "Invitation à l'espace d'administration",
  staff_password_reset: "Lien pour choisir un nouveau mot de passe",
  staff_account_notice: "Alerte : changement sur le compte",
  submission_decision: "Décision du comité scientifique",
  programme_placement: "Place au programme (orateur)",
  payment_receipt: "Reçu de paiement",
  payment_receipt_cancellation: "Annulation de reçu de paiement",
  attendance_certificate: "Attestation de présence",
  registration_cancelled: "Inscription annulée par le délégué",
  cancellation_requested: "Demande d'annulation reçue",
  registration_refunded: "Remboursement et annulation",
  staff_registration_self_update: "Notification : inscription modifiée par le délégué",
  staff_cancellation: "Notification : annulation demandée par le délégué",
  visa_letter: "Lettre d'invitation (visa)",
  visa_letter_refusal: "Lettre d'invitation refusée",
  review_assignment: "Relecteur : résumés attribués",
  review_reminder: "Relecteur : rappel avant la date limite",
  mailing: "Envoi groupé",
  mailing_test: "Envoi groupé : essai",
  space_link: "Lien de connexion à « Mon espace »",
  staff_webhook_disabled: "Alerte : webhook désactivé",
  waitlist_offer: "Liste d'attente : place libérée",
});

export const MAIL_STATUSES = /* @__PURE__ */ labelledList({
  // A decision e-mail waiting for staff to review it: the worker never sends a draft.
  draft: "À valider",
  queued: "En attente",
  sent: "Envoyé",
  failed: "Échec",
  // A receipt mail whose receipt was cancelled before it left: the worker never sends it.
  withdrawn: "Retiré",
});

/** What a mail is about; its admin detail page is `MAIL_ENTITY_PATHS[type]/{id}`. */
export const MAIL_ENTITY_TYPES = ["registration", "submission", "contact"] as const;

export const MAIL_ENTITY_PATHS = {
  registration: "/admin/app/inscriptions",
  submission: "/admin/app/soumissions",
  contact: "/admin/app/contacts",
} as const;

export type MailKind = (typeof MAIL_KINDS)[number]["value"];
export type MailStatus = (typeof MAIL_STATUSES)[number]["value"];
export type MailEntityType = (typeof MAIL_ENTITY_TYPES)[number];

/** The success answer of `POST /api/registration` and `POST /api/submission`. */
export type CreatedWithReference = { id: number; reference: string };
