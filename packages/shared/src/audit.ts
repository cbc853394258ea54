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
  { value: "submission.create", label: "Soumission ajoutée par l'équipe" },
  { value: "submission.delete", label: "Soumission supprimée" },
  { value: "contact.delete", label: "Message supprimé" },
  { value: "setting.update", label: "Réglage modifié" },
  { value: "user.password.change", label: "Mot de passe changé par l'admin" },
  { value: "user.password.reset", label: "Mot de passe réinitialisé (ligne de commande)" },
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
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/** The payment actions "Revenir à l'état précédent" can undo, newest first. */
export const UNDOABLE_PAYMENT_ACTIONS = [
  "registration.payment.mark_paid",
  "registration.payment.waive",
  "registration.payment.cancel",
] as const satisfies readonly AuditAction[];

export type AuditChanges = Record<string, [unknown, unknown]>;

/** A line of `GET /api/admin/audit`. Times are ISO-8601 UTC strings. */
export type AuditEntry = {
  id: number;
  created_at: string;
  /** The admin who acted (null once that admin is deleted, or for the system). */
  actor_id: number | null;
  /** The admin's e-mail when they acted, kept even after the account is gone. */
  actor_email: string;
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
};
