import type { EmailRow } from "@congres/shared";
import { MAIL_STATUSES } from "@congres/shared";
import { adminMeta, formatDateTime, orDash } from "../../features/admin/core/admin-format.ts";
import { AdminListPage } from "../../features/admin/core/admin-list-page.tsx";
import { StatusBadge } from "../../features/admin/core/status-badge.tsx";
import { EMAILS_ENDPOINT } from "../../features/admin/emails/emails-api.ts";
import { emailDetailPath, mailKindLabel } from "../../features/admin/emails/mail-labels.ts";
import { MAIL_STATUS_KIND } from "../../features/admin/emails/mail-status.ts";
import { MailTransportStatus } from "../../features/admin/emails/mail-transport-status.tsx";

export const meta = () => adminMeta("E-mails");

export default function Emails() {
  return (
    <AdminListPage<EmailRow>
      title="E-mails"
      endpoint={EMAILS_ENDPOINT}
      describe={(row) => `l'e-mail #${row.id}`}
      detailPath={(row) => emailDetailPath(row.id)}
      intro={<MailTransportStatus />}
      filters={[{ param: "status", label: "Statut", allLabel: "Tous", options: MAIL_STATUSES }]}
      columns={[
        { header: "ID", cell: (row) => row.id },
        {
          header: "Destinataire",
          cell: (row) => (
            <>
              <span className="font-medium">{orDash(row.to_name)}</span>
              <span className="block text-xs text-muted wrap-anywhere">{row.to_address}</span>
            </>
          ),
        },
        { header: "Objet", cell: (row) => orDash(row.subject) },
        { header: "Type", cell: (row) => mailKindLabel(row.kind) },
        {
          header: "Statut",
          cell: (row) => <StatusBadge kind={MAIL_STATUS_KIND} status={row.status} />,
        },
        { header: "Tentatives", cell: (row) => row.attempts },
        {
          header: "Date",
          cell: (row) => (
            <span className="whitespace-nowrap">{formatDateTime(row.created_at, "short")}</span>
          ),
        },
      ]}
    />
  );
}
