import type { AdminDeadline, AdminDeadlines, ClosableForm } from "@congres/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { adminGet, adminWrite } from "../core/admin-api.ts";

export const DEADLINES_ENDPOINT = "/api/admin/deadlines";

/** Both closing times; a failure shows "indisponible" on the dashboard, never a redirect (§8). */
export const useAdminDeadlines = () =>
  useQuery({
    queryKey: [DEADLINES_ENDPOINT],
    queryFn: () => adminGet<AdminDeadlines>(DEADLINES_ENDPOINT),
  });

/** Sets (an ISO instant) or clears (`null`) staff's closing time of one form. */
export const saveClosingTime = (form: ClosableForm, closesAt: string | null) =>
  closesAt === null
    ? adminWrite<AdminDeadline>("DELETE", `${DEADLINES_ENDPOINT}/${form}`)
    : adminWrite<AdminDeadline>("PUT", `${DEADLINES_ENDPOINT}/${form}`, { closesAt });

export function useDeadlineChanged() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: [DEADLINES_ENDPOINT] });
}
