import type { AuditEntry } from "@congres/shared";
import { AUDIT_ENTITY_LABELS } from "@congres/shared/facts";
import { useSearchParams } from "react-router";
import { auditActionLabel, auditChangeLines } from "../../features/admin/audit/audit-labels.ts";
import { useAuditFilters } from "../../features/admin/audit/audit-log-filters.ts";
import { AUDIT_ENDPOINT } from "../../features/admin/core/admin-api.ts";
import {
  adminMeta,
  formatDateTime,
  formatListTotal,
} from "../../features/admin/core/admin-format.ts";
import { FilterControls, ListMessageRow } from "../../features/admin/core/list-controls.tsx";
import { ListPagination } from "../../features/admin/core/list-pagination.tsx";
import { useAdminList } from "../../features/admin/core/list-queries.ts";
import { type ListState, listStateOf, queryOf } from "../../features/admin/core/list-url-state.ts";

export const meta = () => adminMeta("Journal");

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
  const rows = list.data?.data ?? [];

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
        <p className="text-sm font-semibold text-ink" aria-live="polite">
          Total : {list.data ? formatListTotal(list.data) : "…"}
        </p>
      </div>
      <div className="overflow-x-auto rounded-lg border border-brand-100 bg-white">
        <table className="w-full min-w-[48rem] text-left text-sm">
          <thead className="bg-brand-50 text-brand-900">
            <tr>
              {["Date", "Utilisateur", "Action", "Élément", "Détail"].map((header) => (
                <th key={header} scope="col" className="px-4 py-3 font-semibold">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-brand-100">
            {rows.map((entry) => (
              <tr key={entry.id} className="align-top">
                <td className="whitespace-nowrap px-4 py-3">
                  {formatDateTime(entry.created_at, "short")}
                </td>
                {/* An admin's address whole, never split: the Détail column takes the rest. */}
                <td className="whitespace-nowrap px-4 py-3">{entry.actor_email}</td>
                <td className="px-4 py-3">{auditActionLabel(entry.action)}</td>
                <td className="px-4 py-3">
                  {AUDIT_ENTITY_LABELS[entry.entity_type] ?? entry.entity_type}
                  {entry.entity_id !== null && ` #${entry.entity_id}`}
                  {entry.entity_reference && (
                    <span className="block text-xs text-muted wrap-break-word">
                      {entry.entity_reference}
                    </span>
                  )}
                </td>
                <td className="px-4 py-3">
                  <ul>
                    {auditChangeLines(entry).map((line) => (
                      <li key={line} className="whitespace-pre-line wrap-break-word">
                        {line}
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
            {list.data && rows.length === 0 && (
              <ListMessageRow columns={5}>
                Aucune action ne correspond à ces filtres.
              </ListMessageRow>
            )}
            {!list.data && <ListMessageRow columns={5}>Chargement...</ListMessageRow>}
          </tbody>
        </table>
      </div>
      <ListPagination
        page={state.page}
        perPage={state.perPage}
        rowsShown={rows.length}
        onPage={(page) => show({ page })}
      />
    </section>
  );
}
