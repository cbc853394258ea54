import {
  BANK_MAPPING_FIELDS,
  type BankColumnMapping,
  isStaffRole,
  STAFF_ROLE_LABELS,
} from "@congres/shared";
import {
  CONTACT_FILTERS,
  CONTACT_SORTS,
  REGISTRATION_SORTS,
  SUBMISSION_FILTERS,
  SUBMISSION_SORTS,
} from "../core/list-options.ts";
import type { ListFilter, ListSort } from "../core/list-url-state.ts";
import { REGISTRATION_FILTERS } from "../registrations/registrations-api.ts";

/**
 * The structured values of audit lines in words (issue #28 item 8): an export's query and the
 * bank statement's columns, which the Journal showed as "[object Object]" and raw JSON.
 */

const LISTS: Record<string, { filters: readonly ListFilter[]; sorts: readonly ListSort[] }> = {
  registration: { filters: REGISTRATION_FILTERS, sorts: REGISTRATION_SORTS },
  submission: { filters: SUBMISSION_FILTERS, sorts: SUBMISSION_SORTS },
  contact: { filters: CONTACT_FILTERS, sorts: CONTACT_SORTS },
};

const dayFormat = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeZone: "UTC" });
const quoted = (text: string) => `« ${text} »`;

/**
 * What an export took out, as the list's screen names it: "XLSX, recherche « benali », Statut
 * de paiement : Payée, tri : Nom (A → Z)", or "CSV, toutes les lignes".
 */
export function exportInWords(entityType: string, query: Record<string, unknown>): string {
  const list = LISTS[entityType] ?? { filters: [], sorts: [] };
  const parts = [String(query.format ?? "").toUpperCase()];
  if (query.q) parts.push(`recherche ${quoted(String(query.q))}`);
  for (const filter of list.filters) {
    const value = query[filter.param];
    if (value === undefined || value === "") continue;
    const shown =
      filter.kind === "day"
        ? dayFormat.format(new Date(`${value}T00:00:00Z`))
        : (filter.options?.find((option) => option.value === value)?.label ?? String(value));
    parts.push(`${filter.label} : ${shown}`);
  }
  const sort = list.sorts.find((option) => option.value === `${query.sort}:${query.order}`);
  if (sort) parts.push(`tri : ${sort.label}`);
  if (parts.length === 1) parts.push("toutes les lignes");
  return parts.join(", ");
}

/** The statement's columns staff chose: "Date de l'opération « Date valeur », …". */
export function bankMappingInWords(json: string): string {
  let mapping: Partial<BankColumnMapping>;
  try {
    mapping = JSON.parse(json) as Partial<BankColumnMapping>;
  } catch {
    return json;
  }
  return BANK_MAPPING_FIELDS.map(
    ({ key, label }) =>
      `${label.replace(" (facultatif)", "")} ${mapping[key] ? quoted(String(mapping[key])) : "—"}`,
  ).join(", ");
}

/** The roles 2FA is required for (`admin,secretariat`): "Administrateur, Secrétariat". */
export const rolesInWords = (stored: string): string =>
  stored
    .split(",")
    .map((role) => (isStaffRole(role) ? STAFF_ROLE_LABELS[role] : role))
    .join(", ");
