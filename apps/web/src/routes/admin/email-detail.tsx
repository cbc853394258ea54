import type { EmailDetail as Detail } from "@congres/shared";
import { Link, useParams } from "react-router";
import { adminMeta, DASH, formatDateTime, orDash } from "../../features/admin/core/admin-format.ts";
import { useAdminDetail } from "../../features/admin/core/admin-queries.ts";
import { Breakable } from "../../features/admin/core/breakable.tsx";
import { type DetailRow, DetailScreen } from "../../features/admin/core/detail-rows.tsx";
import { StatusBadge } from "../../features/admin/core/status-badge.tsx";
import { EmailPreview } from "../../features/admin/emails/email-preview.tsx";
import { EMAILS_ENDPOINT } from "../../features/admin/emails/emails-api.ts";
import {
  mailEntityLink,
  mailKindLabel,
  mailRecipient,
} from "../../features/admin/emails/mail-labels.ts";
import { MAIL_STATUS_KIND } from "../../features/admin/emails/mail-status.ts";
import { ResendEmailDialog } from "../../features/admin/emails/resend-email-dialog.tsx";

export const meta = () => adminMeta("E-mail");

const Code = ({ children }: { children: string }) => (
  <code className="wrap-anywhere font-mono text-sm">{children}</code>
);

function rowsOf(email: Detail): DetailRow[] {
  const about = mailEntityLink(email);
  return [
    { label: "Statut", value: <StatusBadge kind={MAIL_STATUS_KIND} status={email.status} /> },
    { label: "Type", value: mailKindLabel(email.kind) },
    { label: "Destinataire", value: <Breakable>{mailRecipient(email)}</Breakable> },
    ...(email.cc.length > 0
      ? [
          {
            label: "Copie",
            value: (
              <Breakable>
                {email.cc
                  .map((person) =>
                    mailRecipient({ to_name: person.name, to_address: person.address }),
                  )
                  .join(", ")}
              </Breakable>
            ),
          },
        ]
      : []),
    { label: "Objet", value: <Breakable>{orDash(email.subject)}</Breakable> },
    { label: "Message-ID", value: email.message_id ? <Code>{email.message_id}</Code> : DASH },
    { label: "Créé le", value: formatDateTime(email.created_at) },
    { label: "Envoyé le", value: formatDateTime(email.sent_at) },
    { label: "Tentatives", value: email.attempts },
    { label: "Dernière tentative", value: formatDateTime(email.last_attempt_at) },
    ...(email.status === "queued"
      ? [{ label: "Prochaine tentative", value: formatDateTime(email.next_attempt_at) }]
      : []),
    { label: "Dernière erreur", value: <Breakable>{orDash(email.last_error)}</Breakable> },
    ...(email.eml_file ? [{ label: "Copie .eml", value: <Code>{email.eml_file}</Code> }] : []),
    {
      label: "Concerne",
      value: about ? (
        <Link
          to={about.to}
          className="font-medium text-brand-800 underline underline-offset-4 hover:text-brand-900"
        >
          {about.label}
        </Link>
      ) : (
        DASH
      ),
    },
  ];
}

export default function EmailDetail() {
  const { id } = useParams();
  const { data } = useAdminDetail<Detail>(EMAILS_ENDPOINT, id);
  return (
    <DetailScreen
      title={`E-mail #${id}`}
      backTo="/admin/app/emails"
      loading={!data}
      rows={data ? rowsOf(data) : []}
    >
      {/* A withdrawn mail carries a cancelled receipt: it is never sent again. */}
      {data && data.status !== "queued" && data.status !== "withdrawn" && (
        <div className="flex flex-wrap items-center gap-3">
          <ResendEmailDialog email={data} />
        </div>
      )}
      {data && <EmailPreview email={data} />}
    </DetailScreen>
  );
}
