import type { EmailRow, MailEntityType, MailTransportStatus } from "@congres/shared";
import { useQuery } from "@tanstack/react-query";
import { apiWrite } from "../../../lib/api-client.ts";
import { adminGet, type ListResponse, useRedirectOnFailure } from "../core/admin-api.ts";
import { forgetAdmin } from "../core/admin-session.ts";

/** Every outbox query is keyed under this path: invalidating it refreshes lists, counts, details. */
export const EMAILS_ENDPOINT = "/api/admin/emails";

/** Whether SMTP is configured, where the .eml copies go, and how many mails are in each state. */
export function useMailTransportStatus() {
  const query = useQuery({
    queryKey: [EMAILS_ENDPOINT, "status"],
    queryFn: () => adminGet<MailTransportStatus>(`${EMAILS_ENDPOINT}/status`),
  });
  useRedirectOnFailure(query.isError);
  return query;
}

/** The API's largest page: a delegate gets a handful of mails, never a hundred. */
const ENTITY_MAILS_LIMIT = 100;

/** The mails about one registration, submission or contact message, newest first. */
export function useEntityMails(entityType: MailEntityType, entityId: number) {
  const query = useQuery({
    queryKey: [EMAILS_ENDPOINT, "about", entityType, entityId],
    queryFn: () => {
      const params = new URLSearchParams({
        entity_type: entityType,
        entity_id: String(entityId),
        per_page: String(ENTITY_MAILS_LIMIT),
      });
      return adminGet<ListResponse<EmailRow>>(`${EMAILS_ENDPOINT}?${params}`);
    },
  });
  useRedirectOnFailure(query.isError);
  return query;
}

export type ResendOutcome =
  | { ok: true; queuedId: number }
  | { ok: false; status: number; message: string | undefined };

/**
 * Puts a failed mail back in the queue, or queues a copy of a sent one: the answer is the id of
 * the mail now waiting (the same one, or the copy's).
 */
export async function resendEmail(id: number): Promise<ResendOutcome> {
  try {
    const response = await apiWrite<{ id: number }>("POST", `${EMAILS_ENDPOINT}/${id}/resend`);
    if (response.ok) return { ok: true, queuedId: response.data.id };
    if (response.status === 401) forgetAdmin();
    return { ok: false, status: response.status, message: response.message };
  } catch {
    return { ok: false, status: 0, message: undefined };
  }
}
