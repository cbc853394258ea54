import type {
  CreateMailingRequest,
  MailingDetail,
  MailingList,
  MailingPreview,
} from "@congres/shared";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client.ts";
import { AUDIT_ENDPOINT, adminGet, adminWrite } from "../core/admin-api.ts";
import { useAdminQuery } from "../core/admin-queries.ts";

export const MAILINGS_ENDPOINT = "/api/admin/mailings";
export const MAILINGS_PATH = "/admin/app/envois";
export const mailingPath = (id: number) => `${MAILINGS_PATH}/${id}`;

/** How often a mailing's screen reads its progress again while its mails are leaving. */
const PROGRESS_REFRESH_MS = 2000;

export type MailingAudienceInput = CreateMailingRequest["audience"];
type Recipient = { name: string; address: string };

export function useMailings() {
  return useAdminQuery({
    queryKey: [MAILINGS_ENDPOINT, "list"],
    queryFn: () => adminGet<MailingList>(MAILINGS_ENDPOINT),
  });
}

/** Mails of it may still leave: being sent, or cancelled while a worker held one. */
const stillLeaving = (mailing: MailingDetail | undefined) =>
  mailing?.status === "sending" ||
  (mailing?.status === "cancelled" && mailing.progress.waiting > 0);

/** One mailing; read again every two seconds while its mails leave (progress live). */
export function useMailing(id: string | undefined) {
  return useAdminQuery({
    queryKey: [MAILINGS_ENDPOINT, "detail", id],
    queryFn: () => adminGet<MailingDetail>(`${MAILINGS_ENDPOINT}/${id}`),
    refetchInterval: (current) => (stillLeaving(current.state.data) ? PROGRESS_REFRESH_MS : false),
  });
}

/** The live count of an audience while its filters change (`POST /count`, read-only). */
export function useAudienceCount(audience: MailingAudienceInput) {
  return useQuery({
    queryKey: [MAILINGS_ENDPOINT, "count", JSON.stringify(audience)],
    queryFn: async () => {
      const outcome = await adminWrite<{ recipients: number }>(
        "POST",
        `${MAILINGS_ENDPOINT}/count`,
        { audience },
      );
      if (!outcome.ok) throw new Error(outcome.message ?? "Comptage impossible");
      return outcome.data.recipients;
    },
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** Up to 50 people of the mailing's audience whose name or address holds `q`. */
export function useMailingRecipients(id: number, q: string) {
  return useQuery({
    queryKey: [MAILINGS_ENDPOINT, "recipients", id, q],
    queryFn: () =>
      adminGet<{ data: Recipient[]; total: number }>(
        `${MAILINGS_ENDPOINT}/${id}/recipients?${new URLSearchParams({ q })}`,
      ),
    placeholderData: keepPreviousData,
  });
}

/**
 * The mail as `recipient` (or the audience's first person) will receive it; a refusal carries
 * the server's French reason (a draft whose text is refused says which part and why).
 */
export function useMailingPreview(id: number, recipient: string) {
  return useQuery({
    queryKey: [MAILINGS_ENDPOINT, "preview", id, recipient],
    queryFn: async () => {
      const response = await apiGet<MailingPreview>(
        `${MAILINGS_ENDPOINT}/${id}/preview${recipient ? `?${new URLSearchParams({ recipient })}` : ""}`,
      );
      if (response.ok && response.data !== undefined) return response.data;
      throw new Error(
        (!response.ok && response.message) || "Aperçu impossible pour ce destinataire.",
      );
    },
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export const createMailing = (request: CreateMailingRequest) =>
  adminWrite<{ id: number; recipients: number }>("POST", MAILINGS_ENDPOINT, request);

/** "Modifier": a draft's audience and texts replaced (refused once it has been sent). */
export const updateMailing = (id: number, request: CreateMailingRequest) =>
  adminWrite<{ id: number; recipients: number }>("PUT", `${MAILINGS_ENDPOINT}/${id}`, request);

export const mailingEditPath = (id: number) => `${mailingPath(id)}/modifier`;

export const createPaymentReminder = (days: number) =>
  adminWrite<{ id: number; recipients: number }>("POST", `${MAILINGS_ENDPOINT}/payment-reminder`, {
    days,
  });

export const sendTestMailing = (id: number, recipient: string) =>
  adminWrite<{ to: string; as: string }>(
    "POST",
    `${MAILINGS_ENDPOINT}/${id}/test`,
    recipient ? { recipient } : {},
  );

export const sendMailing = (id: number) =>
  adminWrite<{ id: number; recipients: number }>("POST", `${MAILINGS_ENDPOINT}/${id}/send`);

/** "Supprimer": a draft only (409 once it has been sent). */
export const deleteMailing = (id: number) =>
  adminWrite<undefined>("DELETE", `${MAILINGS_ENDPOINT}/${id}`);

export const cancelMailing = (id: number) =>
  adminWrite<{ withdrawn: number }>("POST", `${MAILINGS_ENDPOINT}/${id}/cancel`);

/** After a write: the mailings, the mails and the journal are read again. */
export function useMailingsChanged() {
  const queryClient = useQueryClient();
  /**
   * `deletedId`: the draft just deleted — its own reads (detail, recipients, preview) are not
   * read again: its screen may still be mounted while the list's screen loads, and their 404
   * would send the browser to /admin.
   */
  return (deletedId?: string) => {
    const ofDeleted = (key: readonly unknown[]) =>
      deletedId !== undefined && key[0] === MAILINGS_ENDPOINT && String(key[2]) === deletedId;
    for (const endpoint of [MAILINGS_ENDPOINT, "/api/admin/emails", AUDIT_ENDPOINT]) {
      void queryClient.invalidateQueries({
        queryKey: [endpoint],
        predicate: (query) => !ofDeleted(query.queryKey),
      });
    }
  };
}

export const peopleCount = (count: number) => (count === 1 ? "1 personne" : `${count} personnes`);
