import { WEBHOOK_EVENTS, type WebhookView } from "@congres/shared";
import { Button } from "../../../components/ui/button.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { useActionOutcome } from "../core/action-outcome.ts";
import type { AdminWriteOutcome } from "../core/admin-api.ts";
import { formatDateTime } from "../core/admin-format.ts";
import { ConfirmActionDialog } from "../core/confirm-action-dialog.tsx";
import { WebhookDeliveries } from "./webhook-deliveries.tsx";
import {
  deleteWebhook,
  pingWebhook,
  setWebhookActive,
  useWebhooksChanged,
} from "./webhooks-api.ts";

const eventLabel = (value: string) =>
  WEBHOOK_EVENTS.find((option) => option.value === value)?.label ?? value;

/** One webhook: its URL, events and state, « Tester », on/off, delete, and its delivery log. */
export function WebhookCard({ webhook }: { webhook: WebhookView }) {
  const changed = useWebhooksChanged();
  const settle = useActionOutcome();
  const said = (outcome: AdminWriteOutcome<unknown>, title: string) =>
    settle(outcome, () => toast({ title }));
  return (
    <article
      aria-labelledby={`webhook-${webhook.id}`}
      className="space-y-3 rounded-lg border border-brand-100 bg-white p-4"
    >
      <h3
        id={`webhook-${webhook.id}`}
        className="break-all font-mono text-sm font-semibold"
        dir="ltr"
      >
        {webhook.url}
      </h3>
      <p className="text-sm">
        <span
          className={
            webhook.active ? "font-semibold text-emerald-800" : "font-semibold text-danger"
          }
        >
          {webhook.active ? "Actif" : "Désactivé"}
        </span>
        {" · "}
        {webhook.events.map(eventLabel).join(", ")}
      </p>
      {!webhook.active && webhook.disabled_reason && (
        <p className="text-sm text-danger">
          {webhook.disabled_reason} ({formatDateTime(webhook.disabled_at)})
        </p>
      )}
      <p className="text-xs text-muted">
        Créé le {formatDateTime(webhook.created_at)} par {webhook.created_by_email}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          disabled={!webhook.active}
          onClick={async () => {
            const outcome = await pingWebhook(webhook.id);
            await changed();
            said(outcome, "Test envoyé : voyez le journal des envois");
          }}
        >
          Tester
        </Button>
        <Button
          variant="secondary"
          onClick={async () => {
            const outcome = await setWebhookActive(webhook.id, !webhook.active);
            await changed();
            said(outcome, webhook.active ? "Webhook désactivé" : "Webhook réactivé");
          }}
        >
          {webhook.active ? "Désactiver" : "Réactiver"}
        </Button>
        <ConfirmActionDialog
          trigger="Supprimer"
          triggerVariant="ghost"
          title="Supprimer le webhook ?"
          description={
            <>
              Plus rien ne sera envoyé à <span dir="ltr">{webhook.url}</span>, et son journal des
              envois sera effacé.
            </>
          }
          confirmLabel="Supprimer"
          busyLabel="Suppression..."
          confirmVariant="danger"
          onConfirm={async () => {
            const outcome = await deleteWebhook(webhook.id);
            await changed();
            said(outcome, "Webhook supprimé");
            return outcome.ok;
          }}
        />
      </div>
      <details>
        <summary className="cursor-pointer text-sm font-semibold text-brand-800">
          Journal des envois
        </summary>
        <div className="mt-2">
          <WebhookDeliveries webhookId={webhook.id} />
        </div>
      </details>
    </article>
  );
}
