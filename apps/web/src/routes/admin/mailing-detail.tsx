import type { MailingDetail as Detail } from "@congres/shared";
import { Pencil } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { Field } from "../../components/ui/field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Select } from "../../components/ui/select.tsx";
import { toast } from "../../components/ui/toast-store.ts";
import { useActionOutcome } from "../../features/admin/core/action-outcome.ts";
import type { AdminWriteOutcome } from "../../features/admin/core/admin-api.ts";
import { adminMeta, formatDateTime, orDash } from "../../features/admin/core/admin-format.ts";
import { Breakable } from "../../features/admin/core/breakable.tsx";
import { ConfirmActionDialog } from "../../features/admin/core/confirm-action-dialog.tsx";
import { type DetailRow, DetailScreen } from "../../features/admin/core/detail-rows.tsx";
import { Panel } from "../../features/admin/core/panel.tsx";
import { StatusBadge } from "../../features/admin/core/status-badge.tsx";
import { EmailPreview } from "../../features/admin/emails/email-preview.tsx";
import { audienceSummary } from "../../features/admin/mailings/mailing-audience.tsx";
import { MAILING_STATUS_KIND } from "../../features/admin/mailings/mailing-status.ts";
import {
  cancelMailing,
  deleteMailing,
  MAILINGS_PATH,
  mailingEditPath,
  peopleCount,
  sendMailing,
  sendTestMailing,
  useMailing,
  useMailingPreview,
  useMailingRecipients,
  useMailingsChanged,
} from "../../features/admin/mailings/mailings-api.ts";

export const meta = () => adminMeta("Message groupé");

function rowsOf(mailing: Detail): DetailRow[] {
  return [
    { label: "Statut", value: <StatusBadge kind={MAILING_STATUS_KIND} status={mailing.status} /> },
    { label: "Public", value: audienceSummary(mailing.audience) },
    {
      label: mailing.status === "draft" ? "Destinataires aujourd'hui" : "Destinataires",
      value: peopleCount(mailing.recipients),
    },
    { label: "Objet", value: <Breakable>{mailing.title}</Breakable> },
    {
      label: "Rédigé",
      value: `${formatDateTime(mailing.created_at)} par ${mailing.created_by_email}`,
    },
    {
      label: "Envoyé",
      value: mailing.sent_at
        ? `${formatDateTime(mailing.sent_at)} par ${orDash(mailing.sent_by_email)}`
        : orDash(null),
    },
  ];
}

/** The mailing as one person of its audience will receive it, chosen by name or address. */
function RecipientPreview({ mailing }: { mailing: Detail }) {
  const [search, setSearch] = useState("");
  const [recipient, setRecipient] = useState("");
  const [testing, setTesting] = useState(false);
  const recipients = useMailingRecipients(mailing.id, search);
  const preview = useMailingPreview(mailing.id, recipient);
  const settle = useActionOutcome();
  const options = (recipients.data?.data ?? []).map((person) => ({
    value: person.address,
    label: person.name ? `${person.name} <${person.address}>` : person.address,
  }));

  async function test() {
    setTesting(true);
    const outcome = await sendTestMailing(mailing.id, recipient);
    setTesting(false);
    settle(
      outcome,
      (data) =>
        toast({
          title: "Essai envoyé",
          description: `Le message tel que le reçoit ${data.as} part vers ${data.to}.`,
        }),
      "Essai impossible",
    );
  }

  return (
    <Panel id="mailing-preview-title" title="Aperçu pour un destinataire">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Chercher un destinataire" hint="Nom ou adresse e-mail">
          <Input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        </Field>
        <Field
          label="Destinataire de l'aperçu"
          hint={recipients.data ? `${peopleCount(recipients.data.total)} trouvées` : undefined}
        >
          <Select
            placeholder="Le premier du public"
            options={options}
            value={recipient}
            onChange={(event) => setRecipient(event.target.value)}
          />
        </Field>
      </div>
      {preview.data ? (
        <div className="space-y-1 text-sm text-ink">
          <p>
            À : <Breakable>{`${preview.data.to.name} <${preview.data.to.address}>`}</Breakable>
          </p>
          <p>
            Objet : <span className="font-semibold">{preview.data.subject}</span>
          </p>
          <p>Langue : {preview.data.language}</p>
        </div>
      ) : (
        <p role="status" className={preview.isError ? "text-danger" : "text-muted"}>
          {preview.isError ? preview.error.message : "Chargement..."}
        </p>
      )}
      <Button variant="secondary" loading={testing} onClick={() => void test()}>
        {testing ? "Envoi de l'essai..." : "M'envoyer un essai"}
      </Button>
      {preview.data && (
        <EmailPreview email={{ html_body: preview.data.html, text_body: preview.data.text }} />
      )}
    </Panel>
  );
}

/** Sent / failed / waiting, read again while the mails leave; the failures with their reason. */
function MailingProgress({ mailing }: { mailing: Detail }) {
  const { sent, failed, waiting, cancelled } = mailing.progress;
  const done = sent + failed + cancelled;
  const total = done + waiting;
  return (
    <Panel id="mailing-progress-title" title="Progression">
      <progress
        aria-label="Progression de l'envoi"
        value={done}
        max={Math.max(total, 1)}
        className="h-3 w-full accent-brand-700"
      />
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {(
          [
            ["Envoyés", sent],
            ["Échecs", failed],
            ["En attente", waiting],
            ["Annulés", cancelled],
          ] as const
        ).map(([label, count]) => (
          <div key={label} className="rounded-lg bg-brand-50 px-3 py-2">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="text-2xl font-bold text-brand-900">{count}</dd>
          </div>
        ))}
      </dl>
      {mailing.failures.length > 0 && (
        <section aria-labelledby="mailing-failures-title" className="space-y-2">
          <h3 id="mailing-failures-title" className="font-bold text-brand-900">
            Échecs
          </h3>
          <ul className="divide-y divide-brand-100 rounded-lg border border-brand-100">
            {mailing.failures.map((failure) => (
              <li key={failure.to_address} className="px-3 py-2 text-sm">
                <span className="font-medium wrap-anywhere">
                  {failure.to_name
                    ? `${failure.to_name} <${failure.to_address}>`
                    : failure.to_address}
                </span>
                <span className="block text-danger wrap-anywhere">{failure.error}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </Panel>
  );
}

/**
 * One mailing (issue #26): a draft is previewed per recipient, tested, edited ("Modifier") and
 * sent after "Envoyer à N personnes ?"; a sent one shows its progress live, its failures, and can be cancelled.
 */
export default function MailingDetail() {
  const { id } = useParams();
  const settle = useActionOutcome();
  const changed = useMailingsChanged();
  const navigate = useNavigate();
  const { data: mailing } = useMailing(id);

  const act = async (write: () => Promise<AdminWriteOutcome<unknown>>, done: string) =>
    settle(
      await write(),
      () => {
        changed();
        toast({ title: done });
      },
      "Action impossible",
    );

  return (
    <DetailScreen
      title={mailing ? mailing.title : `Message groupé #${id}`}
      backTo={MAILINGS_PATH}
      loading={!mailing}
      rows={mailing ? rowsOf(mailing) : []}
    >
      {mailing && (
        <div className="flex flex-wrap items-center gap-3">
          {mailing.status === "draft" && (
            <Link to={mailingEditPath(mailing.id)} className={buttonClasses("secondary")}>
              <Pencil aria-hidden="true" className="size-4" />
              Modifier
            </Link>
          )}
          {mailing.status === "draft" && (
            <ConfirmActionDialog
              trigger="Envoyer"
              triggerVariant="primary"
              triggerDisabled={mailing.recipients === 0}
              title={`Envoyer à ${peopleCount(mailing.recipients)} ?`}
              description="Chacune reçoit le message dans sa langue, au rythme permis par le fournisseur d'e-mails. Les personnes qui rejoindront ce public plus tard ne le recevront pas."
              confirmLabel="Envoyer"
              busyLabel="Envoi..."
              onConfirm={() => act(() => sendMailing(mailing.id), "Envoi lancé")}
            />
          )}
          {mailing.status === "draft" && (
            <ConfirmActionDialog
              trigger="Supprimer"
              triggerVariant="danger"
              title="Confirmer la suppression"
              description="Ce brouillon sera supprimé : rien n'en est encore parti. Cette action est irréversible."
              confirmLabel="Supprimer"
              confirmVariant="danger"
              busyLabel="Suppression..."
              onConfirm={async () =>
                settle(
                  await deleteMailing(mailing.id),
                  () => {
                    // Away, and its own reads left alone: read again, they would answer 404.
                    navigate(MAILINGS_PATH);
                    changed(id);
                    toast({ title: "Brouillon supprimé" });
                  },
                  "Suppression impossible",
                )
              }
            />
          )}
          {mailing.status === "sending" && (
            <ConfirmActionDialog
              trigger="Annuler l'envoi"
              triggerVariant="danger"
              title="Annuler l'envoi ?"
              description={`Les ${mailing.progress.waiting} messages qui ne sont pas encore partis ne partiront pas. Ceux déjà envoyés restent envoyés.`}
              confirmLabel="Annuler l'envoi"
              confirmVariant="danger"
              busyLabel="Annulation..."
              onConfirm={() => act(() => cancelMailing(mailing.id), "Envoi annulé")}
            />
          )}
        </div>
      )}
      {mailing && mailing.status !== "draft" && <MailingProgress mailing={mailing} />}
      {mailing?.status === "draft" && <RecipientPreview mailing={mailing} />}
    </DetailScreen>
  );
}
