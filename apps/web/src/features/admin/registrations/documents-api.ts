import type { CertificatesSummary } from "@congres/shared";
import { useQueryClient } from "@tanstack/react-query";
import { adminGet, adminWrite } from "../core/admin-api.ts";
import { useAdminQuery } from "../core/admin-queries.ts";
import type { ListFilters } from "../core/list-url-state.ts";
import { REGISTRATIONS_ENDPOINT } from "./registrations-api.ts";

export const CERTIFICATES_ENDPOINT = "/api/admin/certificates";

/** `…/receipts/2025-0001.pdf`: a receipt again, as issued. */
export const receiptUrl = (registrationId: number, number: string) =>
  `${REGISTRATIONS_ENDPOINT}/${registrationId}/receipts/${number}.pdf`;

export const certificateUrl = (registrationId: number) =>
  `${REGISTRATIONS_ENDPOINT}/${registrationId}/certificate.pdf`;

/** The badges of the list's search and filters (paid or waived registrations only). */
export function badgesUrl(layout: "sheet" | "single", q: string, filters: ListFilters): string {
  const params = new URLSearchParams({ layout });
  if (q) params.set("q", q);
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  return `${REGISTRATIONS_ENDPOINT}/badges.pdf?${params}`;
}

// Under the registrations' key: a payment action (useRegistrationChanged) refreshes the count.
const CERTIFICATES_KEY = [REGISTRATIONS_ENDPOINT, "certificates"];

/** How many certificates "Envoyer les attestations" would queue, and whether it may yet. */
export function useCertificatesSummary() {
  return useAdminQuery({
    queryKey: CERTIFICATES_KEY,
    queryFn: () => adminGet<CertificatesSummary>(CERTIFICATES_ENDPOINT),
  });
}

export function useSendCertificates() {
  const queryClient = useQueryClient();
  return async () => {
    const outcome = await adminWrite<{ queued: number }>("POST", `${CERTIFICATES_ENDPOINT}/send`);
    void queryClient.invalidateQueries({ queryKey: CERTIFICATES_KEY });
    return outcome;
  };
}
