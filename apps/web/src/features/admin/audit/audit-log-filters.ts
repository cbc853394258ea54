import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_LABELS,
  AUDIT_ENTITY_TYPES,
  auditActionsReadBy,
  type StaffRole,
} from "@congres/shared/facts";
import { useQuery } from "@tanstack/react-query";
import { AUDIT_ENDPOINT, adminGet } from "../core/admin-api.ts";
import type { ListFilter } from "../core/list-url-state.ts";
import { useStaffRole } from "../core/staff-access.tsx";

const ACTOR_PARAM = "actor";

/**
 * The Journal's filters, kept in the address bar (`?action=…&from=2025-10-01`): action, element,
 * user and days (both included, the congress's time zone). The users are filled in by
 * `auditFiltersWith`, from the people who ever acted.
 */
export const AUDIT_FILTERS: readonly ListFilter[] = [
  { param: "action", label: "Action", allLabel: "Toutes", options: AUDIT_ACTIONS },
  {
    param: "entity_type",
    label: "Élément",
    allLabel: "Tous",
    options: AUDIT_ENTITY_TYPES.map((type) => ({ value: type, label: AUDIT_ENTITY_LABELS[type] })),
  },
  { param: ACTOR_PARAM, label: "Utilisateur", allLabel: "Tous", options: [] },
  { param: "from", label: "Du", kind: "day", notAfter: "to" },
  { param: "to", label: "Au", kind: "day", notBefore: "from" },
];

/**
 * The filters for `role`: the actions of the lines it reads (decision 0057), and the users
 * offered: those who acted in those lines, plus the one in the address bar, so that a link to a
 * user's lines keeps its filter before the list of users arrives.
 */
export function auditFiltersWith(
  role: StaffRole,
  actors: readonly string[],
  params: URLSearchParams,
): ListFilter[] {
  const chosen = params.get(ACTOR_PARAM);
  const emails = new Set([...actors, ...(chosen ? [chosen] : [])]);
  const options = [...emails].map((email) => ({ value: email, label: email }));
  const read = new Set<string>(auditActionsReadBy(role));
  const actions = AUDIT_ACTIONS.filter((action) => read.has(action.value));
  return AUDIT_FILTERS.map((filter) =>
    filter.param === ACTOR_PARAM
      ? { ...filter, options }
      : filter.param === "action"
        ? { ...filter, options: actions }
        : filter,
  );
}

/** The Journal's filters for the address bar `params`, the users asked of `/audit/actors`. */
export function useAuditFilters(params: URLSearchParams): ListFilter[] {
  const actors = useQuery({
    queryKey: [AUDIT_ENDPOINT, "actors"],
    queryFn: () => adminGet<{ data: string[] }>(`${AUDIT_ENDPOINT}/actors`),
  });
  return auditFiltersWith(useStaffRole(), actors.data?.data ?? [], params);
}
