import type { EmailRow, MailEntityType, MailTransportStatus } from "@congres/shared";
import { adminGet, adminWrite } from "../core/admin-api.ts";
import { useAboutList, useAdminQuery } from "../core/admin-queries.ts";

/** Every outbox query is keyed under this path: invalidating it refreshes lists, counts, details. */
export const EMAILS_ENDPOINT = "/api/admin/emails";

/** Whether SMTP is configured, where the .eml copies go, and how many mails are in each state. */
export function useMailTransportStatus() {
  return useAdminQuery({
    queryKey: [EMAILS_ENDPOINT, "status"],
    queryFn: () => adminGet<MailTransportStatus>(`${EMAILS_ENDPOINT}/status`),
  });
}

/** The mails about one registration, submission or contact message, newest first. */
export const useEntityMails = (entityType: MailEntityType, entityId: number) =>
  useAboutList<EmailRow>(EMAILS_ENDPOINT, entityType, entityId);

export type ResendOutcome =
  | { ok: true; queuedId: number }
  | { ok: false; status: number; message: string | undefined };

/**
 * Puts a failed mail back in the queue, or queues a copy of a sent one: the answer is the id of
 * the mail now waiting (the same one, or the copy's).
 */
export async function resendEmail(id: number): Promise<ResendOutcome> {
  const outcome = await adminWrite<{ id: number }>("POST", `${EMAILS_ENDPOINT}/${id}/resend`);
  return outcome.ok
    ? { ok: true, queuedId: outcome.data.id }
    : { ok: false, status: outcome.status, message: outcome.message };
}
