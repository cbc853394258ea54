import type { RegistrationDetail, RegistrationTotals } from "@congres/shared";
import { PARTICIPATION_TYPES, PAYMENT_STATUSES } from "@congres/shared";
import { keepPreviousData, useQueryClient } from "@tanstack/react-query";
import { AUDIT_ENDPOINT, adminGet, adminWrite } from "../core/admin-api.ts";
import { useAdminQuery } from "../core/admin-queries.ts";
import { COUNTRY_FILTER } from "../core/list-options.ts";
import type { ListFilter, ListFilters } from "../core/list-url-state.ts";

/** Every registration query is keyed under this path: invalidating it refreshes list and totals. */
export const REGISTRATIONS_ENDPOINT = "/api/admin/registrations";

/** The registrations list's filters, kept in the address bar like `q`. */
export const REGISTRATION_FILTERS: readonly ListFilter[] = [
  {
    param: "payment_status",
    label: "Statut de paiement",
    allLabel: "Tous",
    options: PAYMENT_STATUSES,
  },
  {
    param: "participation_type",
    label: "Type de participation",
    allLabel: "Tous",
    options: PARTICIPATION_TYPES,
  },
  COUNTRY_FILTER,
];

/** Expected, received and outstanding over the list's search and filters. */
export function useRegistrationTotals(q: string, filters: ListFilters) {
  return useAdminQuery({
    queryKey: [REGISTRATIONS_ENDPOINT, "totals", q, filters],
    queryFn: () => {
      const params = new URLSearchParams(q ? { q } : {});
      for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
      return adminGet<RegistrationTotals>(`${REGISTRATIONS_ENDPOINT}/totals?${params}`);
    },
    placeholderData: keepPreviousData,
  });
}

export const saveStaffNote = (id: number, staffNote: string) =>
  adminWrite<RegistrationDetail>("PUT", `${REGISTRATIONS_ENDPOINT}/${id}/note`, { staffNote });

/** After a change: the detail shows the answer at once; list, totals and audit are refetched. */
export function useRegistrationChanged() {
  const queryClient = useQueryClient();
  return (detail: RegistrationDetail) => {
    queryClient.setQueryData([REGISTRATIONS_ENDPOINT, "detail", String(detail.id)], detail);
    void queryClient.invalidateQueries({
      queryKey: [REGISTRATIONS_ENDPOINT],
      predicate: (query) => query.queryKey[1] !== "detail",
    });
    void queryClient.invalidateQueries({ queryKey: [AUDIT_ENDPOINT] });
  };
}
