import {
  AUDIT_ACTIONS,
  AUDIT_FIELD_LABELS,
  type AuditEntry,
  formatCentimes,
  labelOf,
  PAYMENT_STATUSES,
  type PaymentState,
  SUBMISSION_STATUSES,
} from "@congres/shared";
import { DASH, formatDateTime } from "./admin-format.ts";

export const paymentStatusLabel = (status: string) => labelOf(PAYMENT_STATUSES, status);

const dateFormat = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeZone: "UTC" });

/** A bank date (`2025-10-05`) in French: "5 octobre 2025". */
export function formatBankDate(date: string | null | undefined): string {
  if (!date) return DASH;
  const instant = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(instant.getTime()) ? date : dateFormat.format(instant);
}

/** One value of an audit line, as staff read it: amounts, statuses and dates in French. */
export function auditValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return DASH;
  if (typeof value === "boolean") return value ? "oui" : "non";
  if (field.endsWith("_centimes") && typeof value === "number") return formatCentimes(value);
  if (field === "payment_status") return paymentStatusLabel(String(value));
  if (field === "status") return labelOf(SUBMISSION_STATUSES, String(value));
  if (field === "paid_at") return formatBankDate(String(value));
  if (field === "closes_at") return formatDateTime(String(value));
  return String(value);
}

export const auditActionLabel = (action: string) => labelOf(AUDIT_ACTIONS, action);

/** "Statut de paiement : En attente → Payée", one line per changed field. */
export function auditChangeLines(entry: Pick<AuditEntry, "changes">): string[] {
  return Object.entries(entry.changes).map(
    ([field, [before, after]]) =>
      `${AUDIT_FIELD_LABELS[field] ?? field} : ${auditValue(field, before)} → ${auditValue(field, after)}`,
  );
}

/** The sentence under the money block: what is left to pay, or what is odd about the amounts. */
export function paymentNote(state: PaymentState): string | undefined {
  const due = state.amount_due_centimes;
  const received = state.amount_received_centimes;
  if (state.payment_status === "en_attente" && received > 0 && received < due) {
    return `Paiement partiel : ${formatCentimes(received)} reçus, reste ${formatCentimes(due - received)} à payer.`;
  }
  if (state.payment_status === "payee" && received > due) {
    return `Montant reçu supérieur au montant dû : trop-perçu de ${formatCentimes(received - due)} à rembourser ou régulariser.`;
  }
  if ((state.payment_status === "annulee" || state.payment_status === "exoneree") && received > 0) {
    return `${formatCentimes(received)} déjà reçus sur cette inscription ${paymentStatusLabel(state.payment_status).toLowerCase()} : à rembourser ou régulariser.`;
  }
  return undefined;
}
