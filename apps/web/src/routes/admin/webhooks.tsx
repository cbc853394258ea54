import { adminMeta } from "../../features/admin/core/admin-format.ts";
import { PanelSection } from "../../features/admin/core/panel-section.tsx";
import { AdminScreen } from "../../features/admin/core/screen-header.tsx";
import { WebhookCard } from "../../features/admin/webhooks/webhook-card.tsx";
import { WebhookForm } from "../../features/admin/webhooks/webhook-form.tsx";
import { useWebhooks } from "../../features/admin/webhooks/webhooks-api.ts";

export const meta = () => adminMeta("Webhooks");

/**
 * « Webhooks » (issue #41 item 3, decision 0079), admins only: each event subscribed is sent,
 * signed, to the URL, retried for 24 h; a webhook that keeps failing is turned off.
 */
export default function Webhooks() {
  const webhooks = useWebhooks();
  return (
    <AdminScreen title="Webhooks" className="max-w-4xl">
      <p className="text-sm text-muted">
        Chaque événement choisi est envoyé en JSON, signé (en-tête{" "}
        <code dir="ltr">X-Congres-Signature</code>), et renvoyé pendant 24 heures tant que le
        destinataire ne répond pas 2xx. Un webhook toujours en échec est désactivé et les
        administrateurs prévenus par e-mail.
      </p>
      <WebhookForm />
      <PanelSection id="webhooks-title" title="Webhooks enregistrés">
        {!webhooks.data ? (
          <p role="status">Chargement...</p>
        ) : webhooks.data.webhooks.length === 0 ? (
          <p className="text-sm text-muted">Aucun webhook.</p>
        ) : (
          webhooks.data.webhooks.map((webhook) => (
            <WebhookCard key={webhook.id} webhook={webhook} />
          ))
        )}
      </PanelSection>
    </AdminScreen>
  );
}
