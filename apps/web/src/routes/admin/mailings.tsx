import {
  labelOf,
  MAILING_AUDIENCE_KINDS,
  type MailingListRow,
  PAYMENT_REMINDER_DEFAULT_DAYS,
} from "@congres/shared";
import { Eye, Plus } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { buttonClasses } from "../../components/ui/button.tsx";
import { Field } from "../../components/ui/field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { adminMeta, formatDateTime } from "../../features/admin/core/admin-format.ts";
import { ConfirmActionDialog } from "../../features/admin/core/confirm-action-dialog.tsx";
import { type DataColumn, DataTable } from "../../features/admin/core/data-table.tsx";
import { useMayAccess } from "../../features/admin/core/staff-access.tsx";
import { StatusBadge } from "../../features/admin/core/status-badge.tsx";
import { NoSmtpNotice } from "../../features/admin/emails/mail-transport-status.tsx";
import { MAILING_STATUS_KIND } from "../../features/admin/mailings/mailing-status.ts";
import {
  createPaymentReminder,
  MAILINGS_PATH,
  mailingPath,
  useMailings,
  useMailingsChanged,
} from "../../features/admin/mailings/mailings-api.ts";

export const meta = () => adminMeta("Messages groupés");

/** "Relance de paiement": a draft with ready-made texts, opened for preview before sending. */
function PaymentReminderButton() {
  const navigate = useNavigate();
  const changed = useMailingsChanged();
  const [days, setDays] = useState(String(PAYMENT_REMINDER_DEFAULT_DAYS));
  const [error, setError] = useState<string>();
  return (
    <ConfirmActionDialog
      trigger="Relance de paiement"
      title="Préparer une relance de paiement ?"
      description="Un brouillon est préparé pour les inscriptions en attente de paiement : rien ne part avant votre confirmation sur l'écran suivant. Une même personne n'est relancée qu'une fois par semaine, et une relance pas encore partie est retirée dès que la personne paie."
      confirmLabel="Préparer"
      busyLabel="Préparation..."
      onConfirm={async () => {
        const outcome = await createPaymentReminder(Number(days));
        if (outcome.ok) {
          changed();
          navigate(mailingPath(outcome.data.id));
          return true;
        }
        setError(outcome.errors.days?.[0] ?? outcome.message ?? "Préparation impossible");
        return false;
      }}
    >
      <Field
        label="En attente depuis plus de (jours)"
        hint="0 : toutes les inscriptions en attente, même celles d'aujourd'hui."
        error={error}
      >
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          max={365}
          value={days}
          onChange={(event) => setDays(event.target.value)}
        />
      </Field>
    </ConfirmActionDialog>
  );
}

const MAILING_COLUMNS: DataColumn<MailingListRow>[] = [
  {
    header: "Objet",
    className: "wrap-anywhere",
    cell: (mailing) => (
      <>
        <span className="font-medium">{mailing.title}</span>
        <span className="block text-xs text-muted">
          {mailing.status === "draft"
            ? "Brouillon"
            : `${mailing.recipients} destinataire${mailing.recipients === 1 ? "" : "s"}`}
        </span>
      </>
    ),
  },
  {
    header: "Public",
    className: "hidden sm:table-cell",
    cell: (mailing) => labelOf(MAILING_AUDIENCE_KINDS, mailing.kind),
  },
  {
    header: "Statut",
    cell: (mailing) => <StatusBadge kind={MAILING_STATUS_KIND} status={mailing.status} />,
  },
  {
    header: "Créé le",
    className: "hidden whitespace-nowrap sm:table-cell",
    cell: (mailing) => formatDateTime(mailing.sent_at ?? mailing.created_at, "short"),
  },
  {
    header: "Actions",
    className: "text-right",
    cell: (mailing) => (
      <div className="flex justify-end">
        <Link
          to={mailingPath(mailing.id)}
          className="inline-flex size-10 items-center justify-center rounded-md text-brand-800 hover:bg-brand-50"
        >
          <Eye aria-hidden="true" className="size-4" />
          <span className="sr-only">Voir le message « {mailing.title} »</span>
        </Link>
      </div>
    ),
  },
];

/** Mailings to a filtered group (issue #26): every mailing with its state, the newest first. */
export default function Mailings() {
  const { data } = useMailings();
  const office = useMayAccess("office");
  const mailings = data?.data ?? [];
  return (
    <section aria-labelledby="mailings-title" className="max-w-5xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="mailings-title" className="text-2xl font-bold text-brand-900">
          Messages groupés
        </h1>
        <div className="flex flex-wrap gap-3">
          {office && <PaymentReminderButton />}
          <Link to={`${MAILINGS_PATH}/nouveau`} className={buttonClasses("primary")}>
            <Plus aria-hidden="true" className="size-4" />
            Nouveau message
          </Link>
        </div>
      </div>
      {data && !data.smtp_configured && (
        <NoSmtpNotice>
          Aucun message ne part de ce serveur : les messages envoyés restent en file d'attente et
          une copie de chacun est écrite en fichier .eml sur le serveur. Ils partiront dès qu'un
          serveur SMTP sera configuré (variable SMTP_URL).
        </NoSmtpNotice>
      )}
      <p className="text-ink">
        Un message écrit une fois, envoyé à chaque personne d'un public filtré, dans sa langue, à un
        rythme que le fournisseur d'e-mails accepte. Rien ne part avant votre confirmation.
      </p>
      <DataTable
        columns={MAILING_COLUMNS}
        rows={data ? mailings : undefined}
        rowKey={(mailing) => mailing.id}
        empty="Aucun message groupé pour l'instant."
      />
    </section>
  );
}
