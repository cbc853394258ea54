import type { AuditEntry } from "@congres/shared";
import { AUDIT_ENTITY_LABELS } from "@congres/shared/facts";
import { useSearchParams } from "react-router";
import { auditActionLabel, auditChangeLines } from "../../features/admin/audit/audit-labels.ts";
import { useAuditFilters } from "../../features/admin/audit/audit-log-filters.ts";
import { AUDIT_ENDPOINT } from "../../features/admin/core/admin-api.ts";
import { adminMeta, formatDateTime } from "../../features/admin/core/admin-format.ts";
import { useAdminList } from "../../features/admin/core/admin-queries.ts";
import type { DataColumn } from "../../features/admin/core/data-table.tsx";
import { FilterControls } from "../../features/admin/core/list-controls.tsx";
import { ListPage, ListTotal } from "../../features/admin/core/list-pagination.tsx";
import { type ListState, listStateOf, queryOf } from "../../features/admin/core/list-url-state.ts";

export const meta = () => adminMeta("Journal");

const JOURNAL_COLUMNS: DataColumn<AuditEntry>[] = [
  {
    header: "Date",
    className: "whitespace-nowrap",
    cell: (entry) => formatDateTime(entry.created_at, "short"),
  },
  // An admin's address whole, never split: the Détail column takes the rest.
  { header: "Utilisateur", className: "whitespace-nowrap", cell: (entry) => entry.actor_email },
  { header: "Action", cell: (entry) => auditActionLabel(entry.action) },
  {
    header: "Élément",
    cell: (entry) => (
      <>
        {AUDIT_ENTITY_LABELS[entry.entity_type] ?? entry.entity_type}
        {entry.entity_id !== null && ` #${entry.entity_id}`}
        {entry.entity_reference && (
          <span className="block text-xs text-muted wrap-break-word">{entry.entity_reference}</span>
        )}
      </>
    ),
  },
  {
    header: "Détail",
    cell: (entry) => (
      <ul>
        {auditChangeLines(entry).map((line) => (
          <li key={line} className="whitespace-pre-line wrap-break-word">
            {line}
          </li>
        ))}
      </ul>
    ),
  },
];

/**
 * "Journal": every audited action, newest first — sign-ins, decisions, corrections, deletions,
 * exports, erasures, admin accounts. Read-only: the app has no way to change a line.
 */
export default function AuditLog() {
  const [params, setParams] = useSearchParams();
  const filters = useAuditFilters(params);
  // The Journal shows no search box and no order: its address bar holds page and filters.
  const state = listStateOf(params, filters, []);
  const list = useAdminList<AuditEntry>(AUDIT_ENDPOINT, state);

  /** A change of filter starts again from page 1. */
  const show = (next: Partial<ListState>) => setParams(queryOf({ ...state, page: 1, ...next }));

  return (
    <section aria-labelledby="audit-log-title" className="space-y-5">
      <h1 id="audit-log-title" className="text-2xl font-bold text-brand-900">
        Journal
      </h1>
      <p className="text-sm text-muted">
        Qui a fait quoi et quand. Le journal ne se modifie pas : aucune ligne ne peut être changée
        ni supprimée depuis l'application.
      </p>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <div className="flex flex-wrap items-end gap-3">
          <FilterControls
            filters={filters}
            values={state.filters}
            onChange={(param, value) => show({ filters: { ...state.filters, [param]: value } })}
          />
        </div>
        <ListTotal answer={list.data} />
      </div>
      <ListPage
        answer={list.data}
        state={state}
        onPage={(page) => show({ page })}
        className="w-full min-w-[48rem]"
        columns={JOURNAL_COLUMNS}
        empty="Aucune action ne correspond à ces filtres."
      />
    </section>
  );
}
