import type { AdminDeadline, AdminDeadlines, ChangeDeadline, ClosableForm } from "@congres/shared";
import { useQueryClient } from "@tanstack/react-query";
import { saveClosingTimeAt } from "../core/admin-api.ts";
import { useAdminGet } from "../core/admin-queries.ts";

export const DEADLINES_ENDPOINT = "/api/admin/deadlines";

/** Both closing times; a failure shows "indisponible" on the dashboard, never a redirect (§8). */
export const useAdminDeadlines = () => useAdminGet<AdminDeadlines>(DEADLINES_ENDPOINT);

/** Sets (an ISO instant) or clears (`null`) staff's closing time of one form. */
export const saveClosingTime = (form: ClosableForm, closesAt: string | null) =>
  saveClosingTimeAt<AdminDeadline>(`${DEADLINES_ENDPOINT}/${form}`, closesAt);

export function useDeadlineChanged() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: [DEADLINES_ENDPOINT] });
}

/**
 * The delegates' change deadline (issue #38 §3): after it, « Mon espace » no longer takes
 * corrections; without one of its own, the registrations' closing time.
 */
export const CHANGE_DEADLINE_ENDPOINT = "/api/admin/change-deadline";

export const useChangeDeadline = () => useAdminGet<ChangeDeadline>(CHANGE_DEADLINE_ENDPOINT);

/** Sets (an ISO instant) or clears (`null`: back to the registrations' closing time). */
export const saveChangeDeadline = (closesAt: string | null) =>
  saveClosingTimeAt<ChangeDeadline>(CHANGE_DEADLINE_ENDPOINT, closesAt);
