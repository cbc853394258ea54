import type { CancellationRequestView } from "@congres/shared";
import { useQueryClient } from "@tanstack/react-query";
import { adminGet, adminWrite } from "../core/admin-api.ts";
import type { ListFilter } from "../core/list-url-state.ts";

/**
 * « Demandes d'annulation » (issue #38 §3): paid registrations whose delegate asked to cancel,
 * with the account to refund to; staff record the refund, which cancels the registration.
 */
export const CANCELLATIONS_ENDPOINT = "/api/admin/cancellation-requests";

/** A request as the list gives it (its account masked) or as one request gives it (whole). */
export type CancellationRequestRow = CancellationRequestView;

export const CANCELLATION_STATUSES = [
  { value: "pending", label: "À rembourser" },
  { value: "refunded", label: "Remboursée" },
] as const;

export const CANCELLATION_FILTERS: readonly ListFilter[] = [
  { param: "status", label: "Statut", allLabel: "Tous", options: CANCELLATION_STATUSES },
];

/** One request with its account whole, to make the transfer. */
export const loadCancellationRequest = (id: number) =>
  adminGet<CancellationRequestRow>(`${CANCELLATIONS_ENDPOINT}/${id}`);

export const recordRefund = (id: number, refund: { amountCentimes: number; date: string }) =>
  adminWrite<CancellationRequestRow>("POST", `${CANCELLATIONS_ENDPOINT}/${id}/refund`, refund);

export function useCancellationsChanged() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: [CANCELLATIONS_ENDPOINT] });
}
