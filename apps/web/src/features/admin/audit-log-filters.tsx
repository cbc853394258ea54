import { AUDIT_ACTIONS, AUDIT_ENTITY_LABELS, AUDIT_ENTITY_TYPES } from "@congres/shared/facts";
import { useQuery } from "@tanstack/react-query";
import { controlClasses } from "../../components/ui/field.tsx";
import { adminGet } from "./admin-api.ts";
import { AUDIT_ENDPOINT } from "./payments-api.ts";

/** The audit screen's filters, as kept in the address bar (`?action=…&from=2025-10-01`). */
export const AUDIT_FILTER_PARAMS = ["action", "entity_type", "actor", "from", "to"] as const;
export type AuditFilterParam = (typeof AUDIT_FILTER_PARAMS)[number];
export type AuditFilterValues = Partial<Record<AuditFilterParam, string>>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters read from the address bar; a value the server would refuse counts as none. */
export function auditFiltersOf(params: URLSearchParams): AuditFilterValues {
  const values: AuditFilterValues = {};
  const action = params.get("action") ?? "";
  if (AUDIT_ACTIONS.some((known) => known.value === action)) values.action = action;
  const entity = params.get("entity_type") ?? "";
  if ((AUDIT_ENTITY_TYPES as readonly string[]).includes(entity)) values.entity_type = entity;
  const actor = params.get("actor") ?? "";
  if (actor) values.actor = actor;
  for (const day of ["from", "to"] as const) {
    const value = params.get(day) ?? "";
    if (DAY.test(value)) values[day] = value;
  }
  return values;
}

function useAuditActors() {
  return useQuery({
    queryKey: [AUDIT_ENDPOINT, "actors"],
    queryFn: () => adminGet<{ data: string[] }>(`${AUDIT_ENDPOINT}/actors`),
  });
}

function Labelled({
  id,
  label,
  children,
}: {
  id: string;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <div className="w-full sm:w-48">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <div className="mt-1.5">{children}</div>
    </div>
  );
}

/** Action, element, user and days (both included, Casablanca's time). */
export function AuditLogFilters({
  values,
  onChange,
}: {
  values: AuditFilterValues;
  onChange: (param: AuditFilterParam, value: string) => void;
}) {
  const actors = useAuditActors().data?.data ?? [];
  const select = `${controlClasses(false)} h-11.5 pr-8`;
  return (
    <div className="flex flex-wrap items-end gap-3">
      <Labelled id="audit-filter-action" label="Action">
        <select
          id="audit-filter-action"
          value={values.action ?? ""}
          onChange={(event) => onChange("action", event.target.value)}
          className={select}
        >
          <option value="">Toutes</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action.value} value={action.value}>
              {action.label}
            </option>
          ))}
        </select>
      </Labelled>
      <Labelled id="audit-filter-entity" label="Élément">
        <select
          id="audit-filter-entity"
          value={values.entity_type ?? ""}
          onChange={(event) => onChange("entity_type", event.target.value)}
          className={select}
        >
          <option value="">Tous</option>
          {AUDIT_ENTITY_TYPES.map((type) => (
            <option key={type} value={type}>
              {AUDIT_ENTITY_LABELS[type]}
            </option>
          ))}
        </select>
      </Labelled>
      <Labelled id="audit-filter-actor" label="Utilisateur">
        <select
          id="audit-filter-actor"
          value={values.actor ?? ""}
          onChange={(event) => onChange("actor", event.target.value)}
          className={select}
        >
          <option value="">Tous</option>
          {[...new Set([...actors, ...(values.actor ? [values.actor] : [])])].map((email) => (
            <option key={email} value={email}>
              {email}
            </option>
          ))}
        </select>
      </Labelled>
      <Labelled id="audit-filter-from" label="Du">
        <input
          id="audit-filter-from"
          type="date"
          value={values.from ?? ""}
          max={values.to}
          onChange={(event) => onChange("from", event.target.value)}
          className={controlClasses(false)}
        />
      </Labelled>
      <Labelled id="audit-filter-to" label="Au">
        <input
          id="audit-filter-to"
          type="date"
          value={values.to ?? ""}
          min={values.from}
          onChange={(event) => onChange("to", event.target.value)}
          className={controlClasses(false)}
        />
      </Labelled>
    </div>
  );
}
