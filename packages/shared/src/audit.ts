import { labelledList } from "./choice-values.ts";

/**
 * The audit log (issue #9 item 2, issue #10 item 7): who did what, when, to which row, and what
 * changed (`{field: [old, new]}`). A deletion keeps the table, id and reference, never the
 * person's data.
 */

export const AUDIT_ACTIONS = /* @__PURE__ */ labelledList({
  "registration.create": "Inscription ajoutée par l'équipe",
  "registration.delete": "Inscription supprimée",
  "registration.payment.mark_paid": "Paiement enregistré",
  "registration.payment.waive": "Inscription exonérée",
  "registration.payment.cancel": "Inscription annulée",
  "registration.payment.undo": "Retour à l'état précédent",
  "registration.note.update": "Note interne modifiée",
  "registration.update": "Inscription corrigée",
  "registration.export": "Données d'une inscription exportées",
  "registration.erase": "Inscription effacée définitivement",
  "registration.receipt.issue": "Reçu de paiement émis",
  "registration.receipt.cancel": "Reçu de paiement annulé",
  "registration.receipt.mail_withdraw": "E-mail du reçu retiré avant envoi",
  "registration.receipt.cancel_notice": "Annulation du reçu annoncée par e-mail",
  "registration.certificates.send": "Attestations de présence envoyées",
  "registration.check_in.undo": "Passage à l'accueil annulé",
  "registration.self_update": "Inscription modifiée par le délégué",
  "registration.self_cancel": "Annulation demandée par le délégué",
  "registration.payment.refund": "Remboursement enregistré",
  "registration.invoice.issue": "Facture émise",
  "registration.credit_note.issue": "Avoir émis",
  "registration.invoices_export": "Factures exportées",
  "registration.group.remove": "Délégué retiré d'une commande de groupe",
  "registration.visa_letter.request": "Lettre d'invitation demandée",
  "registration.visa_letter.approve": "Lettre d'invitation accordée",
  "registration.visa_letter.refuse": "Lettre d'invitation refusée",
  "registration.visa_letter.revoke": "Lettre d'invitation révoquée",
  "submission.create": "Soumission ajoutée par l'équipe",
  "submission.delete": "Soumission supprimée",
  "submission.update": "Soumission corrigée",
  "submission.export": "Données d'une soumission exportées",
  "submission.erase": "Soumission effacée définitivement",
  "submission.file_upload": "Fichier envoyé par l'auteur",
  "submission.decision": "Décision du comité",
  "submission.self_update": "Résumé modifié par son auteur",
  "submission.presentation_confirm": "Présentation confirmée par l'auteur",
  "submission.withdraw": "Présentation retirée par l'auteur",
  "submission.presenter_link": "Inscription du présentateur liée",
  "submission.unregistered_presenters_withdraw": "Présentateurs non inscrits ou non payés retirés",
  "submission.decision_mail.send": "E-mail de décision envoyé",
  "submission.reviewer.assign": "Relecteur attribué",
  "submission.reviewer.unassign": "Relecteur retiré",
  "submission.review.submit": "Relecture envoyée",
  "submission.review.reopen": "Relecture rouverte",
  "submission.review.conflict": "Conflit d'intérêts déclaré par un relecteur",
  "review.auto_assignment": "Attribution automatique des relecteurs",
  "review.ranking_export": "Classement des relectures exporté",
  "user.review_profile": "Expertise d'un relecteur modifiée",
  "contact.delete": "Message supprimé",
  "contact.update": "Message corrigé",
  "contact.export": "Données d'un message exportées",
  "contact.erase": "Message effacé définitivement",
  "setting.update": "Réglage modifié",
  "auth.sign_in": "Connexion",
  "auth.sign_out": "Déconnexion",
  "auth.sign_in_failed": "Échec de connexion",
  "auth.sign_in_failed_unknown":
    "Échecs de connexion sur des comptes inexistants (par adresse et quart d'heure)",
  "user.create": "Administrateur ajouté",
  "user.delete": "Administrateur supprimé",
  "user.role_change": "Rôle d'un compte changé",
  "registration.list_export": "Liste des inscriptions exportée",
  "submission.list_export": "Liste des soumissions exportée",
  "contact.list_export": "Liste des messages exportée",
  "bank_import.confirm": "Relevé bancaire importé",
  "user.password.change": "Mot de passe changé par l'admin",
  "user.password.reset": "Mot de passe réinitialisé (ligne de commande)",
  "user.invite": "Compte créé et invité par e-mail",
  "user.invitation_resent": "Invitation renvoyée",
  "user.password_reset_requested": "Lien « Mot de passe oublié » envoyé",
  "user.password_set": "Mot de passe choisi avec un lien reçu par e-mail",
  "user.two_factor_enabled": "Double authentification activée",
  "user.two_factor_disabled": "Double authentification désactivée",
  "user.two_factor_reset": "Double authentification réinitialisée par un admin",
  "user.session_ended": "Session fermée depuis « Mon compte »",
  "auth.two_factor_failed": "Code de double authentification refusé",
  "auth.recovery_code_used": "Connexion avec un code de secours",
  "mailing.create": "Envoi groupé préparé",
  "mailing.update": "Envoi groupé modifié avant son envoi",
  "mailing.test": "Envoi groupé : essai envoyé à soi-même",
  "mailing.send": "Envoi groupé lancé",
  "mailing.cancel": "Envoi groupé annulé",
  "mailing.delete": "Brouillon d'envoi groupé supprimé",
  "programme.session.create": "Programme : session ajoutée",
  "programme.session.update": "Programme : session modifiée",
  "programme.session.delete": "Programme : session supprimée",
  "programme.item.create": "Programme : intervention ajoutée",
  "programme.item.update": "Programme : intervention modifiée",
  "programme.item.delete": "Programme : intervention supprimée",
  "programme.room.create": "Programme : salle ajoutée",
  "programme.room.update": "Programme : salle modifiée",
  "programme.room.order": "Programme : ordre des salles modifié",
  "programme.day.update": "Programme : titre du jour modifié",
  "programme.publish": "Programme publié",
  "programme.restore": "Programme : version rétablie et publiée",
  "programme.erase":
    "Programme : résumé effacé retiré des versions publiées (republié s'il y était)",
  "submission.programme_mail.send": "E-mail de place au programme envoyé",
  "api_token.create": "Jeton d'accès API créé",
  "api_token.revoke": "Jeton d'accès API révoqué",
  "registration.check_in": "Passage à l'accueil enregistré par un jeton API",
  "webhook.create": "Webhook créé",
  "webhook.update": "Webhook modifié",
  "webhook.delete": "Webhook supprimé",
  "webhook.ping": "Webhook : test envoyé",
  "webhook.resend": "Webhook : envoi renvoyé",
  "registration_options.fees": "Tarifs modifiés",
  "registration_options.country_groups": "Groupes de pays modifiés",
  "registration_options.addon.create": "Option ajoutée",
  "registration_options.addon.update": "Option modifiée",
  "registration_options.addon.delete": "Option supprimée",
  "registration_options.promo_code.create": "Code promo créé",
  "registration_options.waitlist.order": "Liste d'attente réordonnée",
});

export type AuditAction = (typeof AUDIT_ACTIONS)[number]["value"];

/**
 * What an audit line is about (`setting` lines name their key in `entity_reference`, `user`
 * lines the admin's e-mail).
 */
export const AUDIT_ENTITY_TYPES = [
  "registration",
  "submission",
  "contact",
  "setting",
  "user",
  "bank_import",
  "mailing",
  "programme",
  "api_token",
  "webhook",
  "registration_group",
  "registration_options",
] as const;

/** How the audit screen names each entity type. */
export const AUDIT_ENTITY_LABELS: Record<AuditEntityType, string> = {
  registration: "Inscription",
  submission: "Soumission",
  contact: "Message",
  setting: "Réglage",
  user: "Administrateur",
  bank_import: "Relevé bancaire",
  mailing: "Envoi groupé",
  programme: "Programme",
  api_token: "Jeton d'accès API",
  webhook: "Webhook",
  registration_group: "Commande de groupe",
  registration_options: "Tarifs et options",
};
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/** The payment actions "Revenir à l'état précédent" can undo, newest first. */
export const UNDOABLE_PAYMENT_ACTIONS = [
  "registration.payment.mark_paid",
  "registration.payment.waive",
  "registration.payment.cancel",
] as const satisfies readonly AuditAction[];

export type AuditChanges = Record<string, [unknown, unknown]>;

/**
 * The fields that differ, as the audit log stores them: `{field: [old, new]}` — every field of
 * `after` unless `fields` names some. Compared as JSON, so that texts in three languages and
 * audiences compare by value too.
 */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
  fields: readonly (keyof T & string)[] = Object.keys(after) as (keyof T & string)[],
): AuditChanges {
  const changes: AuditChanges = {};
  for (const field of fields) {
    if (JSON.stringify(before[field]) !== JSON.stringify(after[field])) {
      changes[field] = [before[field], after[field]];
    }
  }
  return changes;
}

/** A line of `GET /api/admin/audit`. Times are ISO-8601 UTC strings. */
export type AuditEntry = {
  id: number;
  created_at: string;
  /** The admin who acted (null once that admin is deleted, or for the system). */
  actor_id: number | null;
  /** The admin's e-mail when they acted, kept even after the account is gone. */
  actor_email: string;
  /**
   * `delegate` for a change a delegate made from her space: `actor_email` is hers (issue #38);
   * `token` for a change made with an API token: `actor_email` names the token (decision 0078).
   */
  actor_kind: "staff" | "delegate" | "token";
  action: AuditAction;
  entity_type: AuditEntityType;
  entity_id: number | null;
  entity_reference: string;
  changes: AuditChanges;
  /** For an undo: the line it reversed. */
  reverts_id: number | null;
};

/** The labels of the fields an audit line may name. */
export const AUDIT_FIELD_LABELS: Record<string, string> = {
  payment_status: "Statut de paiement",
  amount_due_centimes: "Montant dû",
  amount_received_centimes: "Montant reçu",
  paid_at: "Date de paiement",
  bank_label: "Libellé du virement",
  staff_note: "Note interne",
  closes_at: "Date limite",
  bank_import_mapping: "Colonnes du relevé bancaire",
  lines: "Lignes du relevé enregistrées",
  registrations_paid: "Inscriptions payées",
  first_name: "Prénom",
  last_name: "Nom",
  email: "Email",
  phone: "Téléphone",
  title: "Titre",
  specialty: "Spécialité",
  institution: "Institution",
  address: "Adresse",
  city: "Ville",
  country: "Pays",
  participation_type: "Type de participation",
  accommodation_needed: "Hébergement",
  dietary_restrictions: "Restrictions alimentaires",
  emergency_contact: "Contact d'urgence",
  emergency_phone: "Téléphone d'urgence",
  department: "Département",
  submission_type: "Type de soumission",
  category: "Catégorie",
  abstract: "Résumé",
  keywords: "Mots-clés",
  has_conflict_of_interest: "Conflit d'intérêts",
  conflict_description: "Description du conflit",
  authors: "Auteurs",
  subject: "Sujet",
  message: "Message",
  status: "Décision",
  committee_note: "Note du comité",
  author_message: "Message à l'auteur",
  receipt_number: "Numéro de reçu",
  certificates_queued: "Attestations mises en file d'envoi",
  receipt_mails_withdrawn: "E-mails du reçu retirés",
  cancellation_notices_queued: "Avis d'annulation mis en file d'envoi",
  sessions_ended: "Sessions fermées",
  waive_reason: "Motif de l'exonération",
  cancel_reason: "Motif de l'annulation",
  refund_account: "Compte de remboursement",
  refund_centimes: "Montant remboursé",
  refunded_on: "Date du remboursement",
  latin_name: "Nom en lettres latines",
  role: "Rôle",
  link_expires_at: "Lien valable jusqu'au",
  link: "Lien utilisé",
  two_factor: "Double authentification",
  two_factor_required_roles: "Double authentification obligatoire pour",
  unknown_account_failures: "Échecs",
  recovery_codes_left: "Codes de secours restants",
  session_started_at: "Session ouverte le",
  reviewer: "Relecteur",
  review_settings: "Réglages de la relecture",
  review: "Relecture",
  assignments: "Attributions",
  expertise: "Expertise",
  language: "Langue",
  reason: "Raison",
  session: "Session",
  day: "Jour",
  times: "Horaire",
  room: "Salle",
  room_order: "Ordre des salles",
  kind: "Type",
  item: "Intervention",
  submission_id: "Soumission n°",
  speakers: "Orateurs",
  board: "Panneau",
  version: "Version publiée",
  restored: "Version rétablie",
  conflicts: "Conflits publiés quand même",
  mail_drafts: "E-mails aux orateurs à relire",
  versions_rewritten: "Versions publiées réécrites",
  heading: "Titre du jour",
  capacity: "Capacité",
  map_url: "Lien du plan",
  audience: "Public",
  recipients: "Destinataires",
  body: "Texte",
  withdrawn: "Messages retirés",
};
