import { WEBHOOK_EVENTS, type WebhookEventType } from "@congres/shared";
import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Field } from "../../../components/ui/field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import type { FieldErrors } from "../../../lib/api-client.ts";
import { CodeChoices } from "../core/code-choices.tsx";
import { PanelSection } from "../core/panel-section.tsx";
import { createWebhook, useWebhooksChanged } from "./webhooks-api.ts";

/**
 * « Nouveau webhook »: the URL, the events, an optional secret. Nothing is sent on creation; the
 * secret (drawn by the server when left empty) is shown here once, to copy into the receiver.
 */
export function WebhookForm() {
  const changed = useWebhooksChanged();
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<WebhookEventType[]>([]);
  const [secret, setSecret] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const [shown, setShown] = useState<{ url: string; secret: string } | undefined>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    const outcome = await createWebhook({ url, events, ...(secret ? { secret } : {}) });
    setSending(false);
    if (!outcome.ok) {
      setErrors(outcome.errors);
      toast({
        title: "Webhook non créé",
        description: outcome.message ?? "",
        variant: "destructive",
      });
      return;
    }
    setShown({ url: outcome.data.url, secret: outcome.data.secret });
    setUrl("");
    setEvents([]);
    setSecret("");
    setErrors({});
    await changed();
  }

  return (
    <PanelSection id="webhook-new-title" title="Nouveau webhook">
      {shown && (
        <div role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm">
          <p className="font-semibold text-amber-950">
            Secret de signature de <span dir="ltr">{shown.url}</span> — copiez-le maintenant : il ne
            sera plus affiché.
          </p>
          <code dir="ltr" className="mt-2 block break-all font-mono text-ink">
            {shown.secret}
          </code>
        </div>
      )}
      <form onSubmit={submit} className="space-y-4 rounded-lg border border-brand-100 bg-white p-4">
        <Field
          label="Adresse (URL)"
          required
          hint="https:// obligatoire. Aucun envoi à la création : utilisez « Tester » ensuite."
          error={errors.url?.[0]}
        >
          <Input
            type="url"
            required
            dir="ltr"
            autoComplete="off"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
          />
        </Field>
        <CodeChoices
          id="webhook-events"
          legend="Événements"
          choices={WEBHOOK_EVENTS}
          checked={events}
          onChange={setEvents}
          error={errors.events?.[0]}
        />
        <Field
          label="Secret (facultatif)"
          hint="Laissez vide : le serveur en tire un au hasard et vous l'affiche une fois."
          error={errors.secret?.[0]}
        >
          <Input
            type="text"
            dir="ltr"
            autoComplete="off"
            value={secret}
            onChange={(event) => setSecret(event.target.value)}
          />
        </Field>
        <div className="flex justify-end">
          <Button type="submit" loading={sending}>
            Créer le webhook
          </Button>
        </div>
      </form>
    </PanelSection>
  );
}
