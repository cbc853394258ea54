import {
  ACCOUNT_LINK_LABELS,
  type AccountLinkPurpose,
  AUDIT_ACTIONS,
  AUDIT_FIELD_LABELS,
  type AuditEntry,
  formatCentimes,
  isSessionKind,
  isStaffRole,
  labelOf,
  PAYMENT_STATUSES,
  SESSION_KIND_LABELS,
  STAFF_ROLE_LABELS,
  SUBMISSION_STATUSES,
} from "@congres/shared";
import { DASH, formatBankDate, formatDateTime } from "../core/admin-format.ts";
import { bankMappingInWords, exportInWords, rolesInWords } from "./audit-details.ts";

/** One value of an audit line, as staff read it: amounts, statuses and dates in French. */
export function auditValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return DASH;
  if (typeof value === "boolean") return value ? "oui" : "non";
  if (field.endsWith("_centimes") && typeof value === "number") return formatCentimes(value);
  if (field === "payment_status") return labelOf(PAYMENT_STATUSES, String(value));
  if (field === "status") return labelOf(SUBMISSION_STATUSES, String(value));
  if (field === "role" && isStaffRole(value)) return STAFF_ROLE_LABELS[value];
  if (field === "paid_at") return formatBankDate(String(value));
  if (field === "closes_at" || field === "link_expires_at") return formatDateTime(String(value));
  if (field === "link") {
    return ACCOUNT_LINK_LABELS[String(value) as AccountLinkPurpose] ?? String(value);
  }
  if (field === "bank_import_mapping") return bankMappingInWords(String(value));
  if (field === "two_factor_required_roles") return rolesInWords(String(value));
  if (field === "kind" && isSessionKind(value)) return SESSION_KIND_LABELS[value];
  if (typeof value === "object") {
    // Never "[object Object]": each part named and worded like a field of its own.
    return Object.entries(value)
      .map(([key, part]) => `${AUDIT_FIELD_LABELS[key] ?? key} ${auditValue(key, part)}`)
      .join(", ");
  }
  return String(value);
}

export const auditActionLabel = (action: string) => labelOf(AUDIT_ACTIONS, action);

/**
 * "Statut de paiement : En attente → Payée", one line per changed field; an export's line says
 * what it took out ("Export : XLSX, Pays : Maroc").
 */
export function auditChangeLines(entry: Pick<AuditEntry, "changes" | "entity_type">): string[] {
  return Object.entries(entry.changes).map(([field, [before, after]]) =>
    field === "export" && after && typeof after === "object"
      ? `Export : ${exportInWords(entry.entity_type, after as Record<string, unknown>)}`
      : `${AUDIT_FIELD_LABELS[field] ?? field} : ${auditValue(field, before)} → ${auditValue(field, after)}`,
  );
}
