/**
 * The audit log (issue #9 item 2, issue #10 item 7): who did what, when, to which row, and what
 * changed (`{field: [old, new]}`). A deletion keeps the table, id and reference, never the
 * person's data.
 */

export const AUDIT_ACTIONS = [
  { value: "registration.create", label: "Inscription ajoutée par l'équipe" },
  { value: "registration.delete", label: "Inscription supprimée" },
  { value: "registration.payment.mark_paid", label: "Paiement enregistré" },
  { value: "registration.payment.waive", label: "Inscription exonérée" },
  { value: "registration.payment.cancel", label: "Inscription annulée" },
  { value: "registration.payment.undo", label: "Retour à l'état précédent" },
  { value: "registration.note.update", label: "Note interne modifiée" },
  { value: "registration.update", label: "Inscription corrigée" },
  { value: "registration.export", label: "Données d'une inscription exportées" },
  { value: "registration.erase", label: "Inscription effacée définitivement" },
  { value: "registration.receipt.issue", label: "Reçu de paiement émis" },
  { value: "registration.receipt.cancel", label: "Reçu de paiement annulé" },
  { value: "registration.receipt.mail_withdraw", label: "E-mail du reçu retiré avant envoi" },
  { value: "registration.receipt.cancel_notice", label: "Annulation du reçu annoncée par e-mail" },
  { value: "registration.certificates.send", label: "Attestations de présence envoyées" },
  { value: "registration.check_in.undo", label: "Passage à l'accueil annulé" },
  { value: "registration.self_update", label: "Inscription modifiée par le délégué" },
  { value: "registration.self_cancel", label: "Annulation demandée par le délégué" },
  { value: "registration.payment.refund", label: "Remboursement enregistré" },
  { value: "registration.invoice.issue", label: "Facture émise" },
  { value: "registration.credit_note.issue", label: "Avoir émis" },
  { value: "registration.invoices_export", label: "Factures exportées" },
  { value: "registration.group.remove", label: "Délégué retiré d'une commande de groupe" },
  { value: "registration.visa_letter.request", label: "Lettre d'invitation demandée" },
  { value: "registration.visa_letter.approve", label: "Lettre d'invitation accordée" },
  { value: "registration.visa_letter.refuse", label: "Lettre d'invitation refusée" },
  { value: "registration.visa_letter.revoke", label: "Lettre d'invitation révoquée" },
  { value: "submission.create", label: "Soumission ajoutée par l'équipe" },
  { value: "submission.delete", label: "Soumission supprimée" },
  { value: "submission.update", label: "Soumission corrigée" },
  { value: "submission.export", label: "Données d'une soumission exportées" },
  { value: "submission.erase", label: "Soumission effacée définitivement" },
  { value: "submission.file_upload", label: "Fichier envoyé par l'auteur" },
  { value: "submission.decision", label: "Décision du comité" },
  { value: "submission.self_update", label: "Résumé modifié par son auteur" },
  { value: "submission.presentation_confirm", label: "Présentation confirmée par l'auteur" },
  { value: "submission.withdraw", label: "Présentation retirée par l'auteur" },
  { value: "submission.presenter_link", label: "Inscription du présentateur liée" },
  {
    value: "submission.unregistered_presenters_withdraw",
    label: "Présentateurs non inscrits ou non payés retirés",
  },
  { value: "submission.decision_mail.send", label: "E-mail de décision envoyé" },
  { value: "submission.reviewer.assign", label: "Relecteur attribué" },
  { value: "submission.reviewer.unassign", label: "Relecteur retiré" },
  { value: "submission.review.submit", label: "Relecture envoyée" },
  { value: "submission.review.reopen", label: "Relecture rouverte" },
  { value: "submission.review.conflict", label: "Conflit d'intérêts déclaré par un relecteur" },
  { value: "review.auto_assignment", label: "Attribution automatique des relecteurs" },
  { value: "review.ranking_export", label: "Classement des relectures exporté" },
  { value: "user.review_profile", label: "Expertise d'un relecteur modifiée" },
  { value: "contact.delete", label: "Message supprimé" },
  { value: "contact.update", label: "Message corrigé" },
  { value: "contact.export", label: "Données d'un message exportées" },
  { value: "contact.erase", label: "Message effacé définitivement" },
  { value: "setting.update", label: "Réglage modifié" },
  { value: "auth.sign_in", label: "Connexion" },
  { value: "auth.sign_out", label: "Déconnexion" },
  { value: "auth.sign_in_failed", label: "Échec de connexion" },
  {
    value: "auth.sign_in_failed_unknown",
    label: "Échecs de connexion sur des comptes inexistants (par adresse et quart d'heure)",
  },
  { value: "user.create", label: "Administrateur ajouté" },
  { value: "user.delete", label: "Administrateur supprimé" },
  { value: "user.role_change", label: "Rôle d'un compte changé" },
  { value: "registration.list_export", label: "Liste des inscriptions exportée" },
  { value: "submission.list_export", label: "Liste des soumissions exportée" },
  { value: "contact.list_export", label: "Liste des messages exportée" },
  { value: "bank_import.confirm", label: "Relevé bancaire importé" },
  { value: "user.password.change", label: "Mot de passe changé par l'admin" },
  { value: "user.password.reset", label: "Mot de passe réinitialisé (ligne de commande)" },
  { value: "user.invite", label: "Compte créé et invité par e-mail" },
  { value: "user.invitation_resent", label: "Invitation renvoyée" },
  {
    value: "user.password_reset_requested",
    label: "Lien « Mot de passe oublié » envoyé",
  },
  { value: "user.password_set", label: "Mot de passe choisi avec un lien reçu par e-mail" },
  { value: "user.two_factor_enabled", label: "Double authentification activée" },
  { value: "user.two_factor_disabled", label: "Double authentification désactivée" },
  { value: "user.two_factor_reset", label: "Double authentification réinitialisée par un admin" },
  { value: "user.session_ended", label: "Session fermée depuis « Mon compte »" },
  { value: "auth.two_factor_failed", label: "Code de double authentification refusé" },
  { value: "auth.recovery_code_used", label: "Connexion avec un code de secours" },
  { value: "mailing.create", label: "Envoi groupé préparé" },
  { value: "mailing.update", label: "Envoi groupé modifié avant son envoi" },
  { value: "mailing.test", label: "Envoi groupé : essai envoyé à soi-même" },
  { value: "mailing.send", label: "Envoi groupé lancé" },
  { value: "mailing.cancel", label: "Envoi groupé annulé" },
  { value: "mailing.delete", label: "Brouillon d'envoi groupé supprimé" },
  { value: "programme.session.create", label: "Programme : session ajoutée" },
  { value: "programme.session.update", label: "Programme : session modifiée" },
  { value: "programme.session.delete", label: "Programme : session supprimée" },
  { value: "programme.item.create", label: "Programme : intervention ajoutée" },
  { value: "programme.item.update", label: "Programme : intervention modifiée" },
  { value: "programme.item.delete", label: "Programme : intervention supprimée" },
  { value: "programme.room.create", label: "Programme : salle ajoutée" },
  { value: "programme.room.update", label: "Programme : salle modifiée" },
  { value: "programme.room.order", label: "Programme : ordre des salles modifié" },
  { value: "programme.day.update", label: "Programme : titre du jour modifié" },
  { value: "programme.publish", label: "Programme publié" },
  { value: "programme.restore", label: "Programme : version rétablie et publiée" },
  {
    value: "programme.erase",
    label: "Programme : résumé effacé retiré des versions publiées (republié s'il y était)",
  },
  { value: "submission.programme_mail.send", label: "E-mail de place au programme envoyé" },
  { value: "api_token.create", label: "Jeton d'accès API créé" },
  { value: "api_token.revoke", label: "Jeton d'accès API révoqué" },
  { value: "registration.check_in", label: "Passage à l'accueil enregistré par un jeton API" },
  { value: "webhook.create", label: "Webhook créé" },
  { value: "webhook.update", label: "Webhook modifié" },
  { value: "webhook.delete", label: "Webhook supprimé" },
  { value: "webhook.ping", label: "Webhook : test envoyé" },
  { value: "webhook.resend", label: "Webhook : envoi renvoyé" },
  { value: "registration_options.fees", label: "Tarifs modifiés" },
  { value: "registration_options.country_groups", label: "Groupes de pays modifiés" },
  { value: "registration_options.addon.create", label: "Option ajoutée" },
  { value: "registration_options.addon.update", label: "Option modifiée" },
  { value: "registration_options.addon.delete", label: "Option supprimée" },
  { value: "registration_options.promo_code.create", label: "Code promo créé" },
  { value: "registration_options.waitlist.order", label: "Liste d'attente réordonnée" },
] as const;

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
