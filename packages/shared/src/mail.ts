/** The delegates' and staff's e-mails as the admin area shows them (outbox of issue #8). */

export const MAIL_KINDS = [
  { value: "registration_confirmation", label: "Confirmation d'inscription" },
  { value: "submission_acknowledgement", label: "Accusé de réception de soumission" },
  { value: "contact_acknowledgement", label: "Accusé de réception de message" },
  { value: "staff_new_registration", label: "Notification : nouvelle inscription" },
  { value: "staff_new_submission", label: "Notification : nouvelle soumission" },
  { value: "staff_new_contact", label: "Notification : nouveau message" },
  { value: "staff_login_alert", label: "Alerte : tentatives de connexion" },
  { value: "staff_invitation", label: "Invitation à l'espace d'administration" },
  { value: "staff_password_reset", label: "Lien pour choisir un nouveau mot de passe" },
  { value: "staff_account_notice", label: "Alerte : changement sur le compte" },
  { value: "submission_decision", label: "Décision du comité scientifique" },
  { value: "programme_placement", label: "Place au programme (orateur)" },
  { value: "payment_receipt", label: "Reçu de paiement" },
  { value: "payment_receipt_cancellation", label: "Annulation de reçu de paiement" },
  { value: "attendance_certificate", label: "Attestation de présence" },
  { value: "registration_cancelled", label: "Inscription annulée par le délégué" },
  { value: "cancellation_requested", label: "Demande d'annulation reçue" },
  { value: "registration_refunded", label: "Remboursement et annulation" },
  {
    value: "staff_registration_self_update",
    label: "Notification : inscription modifiée par le délégué",
  },
  { value: "staff_cancellation", label: "Notification : annulation demandée par le délégué" },
  { value: "visa_letter", label: "Lettre d'invitation (visa)" },
  { value: "visa_letter_refusal", label: "Lettre d'invitation refusée" },
  { value: "review_assignment", label: "Relecteur : résumés attribués" },
  { value: "review_reminder", label: "Relecteur : rappel avant la date limite" },
  { value: "mailing", label: "Envoi groupé" },
  { value: "mailing_test", label: "Envoi groupé : essai" },
  { value: "space_link", label: "Lien de connexion à « Mon espace »" },
  { value: "staff_webhook_disabled", label: "Alerte : webhook désactivé" },
  { value: "waitlist_offer", label: "Liste d'attente : place libérée" },
] as const;

export const MAIL_STATUSES = [
  // A decision e-mail waiting for staff to review it: the worker never sends a draft.
  { value: "draft", label: "À valider" },
  { value: "queued", label: "En attente" },
  { value: "sent", label: "Envoyé" },
  { value: "failed", label: "Échec" },
  // A receipt mail whose receipt was cancelled before it left: the worker never sends it.
  { value: "withdrawn", label: "Retiré" },
] as const;

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
