import type { MailTransportStatus as TransportStatus } from "@congres/shared";
import { CircleCheck, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { useMailTransportStatus } from "./emails-api.ts";

const COUNTS = [
  { status: "queued", label: "En attente" },
  { status: "sent", label: "Envoyés" },
  { status: "failed", label: "Échecs" },
] as const;

/** "No mail leaves": the E-mails screen (with the folder) and the mailings' screen say it. */
export function NoSmtpNotice({ children }: { children: ReactNode }) {
  return (
    <div
      role="note"
      className="flex gap-3 rounded-lg border border-amber-400 bg-amber-50 p-4 text-amber-950"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0">
        <h2 className="font-bold">SMTP non configuré</h2>
        <p className="mt-1 text-sm">{children}</p>
      </div>
    </div>
  );
}

function SmtpNotice({ status }: { status: TransportStatus }) {
  if (status.smtp_configured) {
    return (
      <div className="flex gap-3 rounded-lg border border-green-300 bg-green-50 p-4 text-green-900">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div>
          <h2 className="font-bold">SMTP configuré</h2>
          <p className="mt-1 text-sm">
            Les e-mails en attente partent automatiquement ; un envoi qui échoue est réessayé
            plusieurs fois avant d'être marqué en échec.
          </p>
        </div>
      </div>
    );
  }
  return (
    <NoSmtpNotice>
      Aucun e-mail ne part : ils restent en file d'attente (en attente), et une copie de chacun est
      écrite sous forme de fichier .eml dans{" "}
      <code className="wrap-anywhere rounded bg-white/70 px-1 font-mono text-xs">
        {status.mail_dir ?? "le dossier des e-mails"}
      </code>
      . Ils partiront dès que la variable{" "}
      <code className="rounded bg-white/70 px-1 font-mono text-xs">SMTP_URL</code> sera configurée
      sur le serveur.
    </NoSmtpNotice>
  );
}

/** Top of the E-mails screen: how mail leaves the server, and the outbox's counts. */
export function MailTransportStatus() {
  const { data } = useMailTransportStatus();
  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_auto]">
      {data ? <SmtpNotice status={data} /> : <p className="text-muted">Chargement...</p>}
      <dl className="grid grid-cols-3 gap-2 self-start">
        {COUNTS.map(({ status, label }) => (
          <div
            key={status}
            className="rounded-lg border border-brand-100 bg-white px-3 py-2 text-center lg:min-w-28"
          >
            <dt className="text-xs font-semibold text-muted">{label}</dt>
            <dd className="text-2xl font-bold text-brand-900">
              {data ? data.counts[status] : "…"}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
