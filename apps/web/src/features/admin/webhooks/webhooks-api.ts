import type { WebhookCreate, WebhookDelivery, WebhookView } from "@congres/shared";
import { useQueryClient } from "@tanstack/react-query";
import { AUDIT_ENDPOINT, adminGet, adminWrite } from "../core/admin-api.ts";
import { useAdminQuery, useAdminRead } from "../core/admin-queries.ts";

/** « Webhooks » (issue #41 item 3, decision 0079): the admins' subscriptions and delivery logs. */
export const WEBHOOKS_ENDPOINT = "/api/admin/webhooks";

export const useWebhooks = () => useAdminRead<{ webhooks: WebhookView[] }>(WEBHOOKS_ENDPOINT);

export const useDeliveries = (id: number) =>
  useAdminQuery({
    queryKey: [WEBHOOKS_ENDPOINT, id, "deliveries"],
    queryFn: () =>
      adminGet<{ deliveries: WebhookDelivery[] }>(`${WEBHOOKS_ENDPOINT}/${id}/deliveries`),
  });

/** After a write: the list, the logs and the Journal read again. */
export function useWebhooksChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [WEBHOOKS_ENDPOINT] }),
      queryClient.invalidateQueries({ queryKey: [AUDIT_ENDPOINT] }),
    ]);
}

export const createWebhook = (webhook: WebhookCreate) =>
  adminWrite<WebhookView & { secret: string }>("POST", WEBHOOKS_ENDPOINT, webhook);

export const setWebhookActive = (id: number, active: boolean) =>
  adminWrite<WebhookView>("PATCH", `${WEBHOOKS_ENDPOINT}/${id}`, { active });

export const deleteWebhook = (id: number) =>
  adminWrite<null>("DELETE", `${WEBHOOKS_ENDPOINT}/${id}`);

export const pingWebhook = (id: number) =>
  adminWrite<{ event_id: string }>("POST", `${WEBHOOKS_ENDPOINT}/${id}/ping`);

export const resendDelivery = (id: number, deliveryId: number) =>
  adminWrite<{ id: number }>("POST", `${WEBHOOKS_ENDPOINT}/${id}/deliveries/${deliveryId}/resend`);
