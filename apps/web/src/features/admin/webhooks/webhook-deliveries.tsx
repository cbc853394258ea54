import { WEBHOOK_DELIVERY_STATUSES, type WebhookDelivery } from "@congres/shared";
import { Button } from "../../../components/ui/button.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { useActionOutcome } from "../core/action-outcome.ts";
import { formatDateTime, orDash } from "../core/admin-format.ts";
import { resendDelivery, useDeliveries, useWebhooksChanged } from "./webhooks-api.ts";

const statusLabel = (status: WebhookDelivery["status"]) =>
  WEBHOOK_DELIVERY_STATUSES.find((option) => option.value === status)?.label ?? status;

/** A webhook's delivery log, newest first: status, answer code, attempts, « Renvoyer ». */
export function WebhookDeliveries({ webhookId }: { webhookId: number }) {
  const deliveries = useDeliveries(webhookId);
  const changed = useWebhooksChanged();
  const settle = useActionOutcome();
  if (!deliveries.data) return <p role="status">Chargement...</p>;
  if (deliveries.data.deliveries.length === 0) {
    return <p className="text-sm text-muted">Aucun envoi pour l'instant.</p>;
  }
  return (
    <ul className="divide-y divide-brand-100 text-sm" aria-label="Journal des envois">
      {deliveries.data.deliveries.map((delivery) => (
        <li key={delivery.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2">
          <code dir="ltr" className="font-mono text-xs">
            {delivery.event_type}
          </code>
          <span className="font-semibold">{statusLabel(delivery.status)}</span>
          <span>
            Réponse : <span dir="ltr">{orDash(delivery.last_status_code)}</span>
          </span>
          <span>Tentatives : {delivery.attempts}</span>
          <span className="text-muted">
            {formatDateTime(delivery.last_attempt_at ?? delivery.created_at)}
          </span>
          {delivery.last_error && (
            <span className="basis-full text-danger">{delivery.last_error}</span>
          )}
          <Button
            variant="ghost"
            className="ms-auto"
            aria-label={`Renvoyer l'envoi ${delivery.id} (${delivery.event_type})`}
            onClick={async () => {
              const outcome = await resendDelivery(webhookId, delivery.id);
              await changed();
              settle(outcome, () => toast({ title: "Envoi programmé à nouveau" }));
            }}
          >
            Renvoyer
          </Button>
        </li>
      ))}
    </ul>
  );
}
