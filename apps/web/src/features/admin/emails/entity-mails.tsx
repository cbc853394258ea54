import type { MailEntityType } from "@congres/shared";
import { Link } from "react-router";
import { formatDateTime, orDash } from "../core/admin-format.ts";
import { PanelSection } from "../core/panel-section.tsx";
import { StatusBadge } from "../core/status-badge.tsx";
import { useEntityMails } from "./emails-api.ts";
import { emailDetailPath, mailRecipient } from "./mail-labels.ts";
import { MAIL_STATUS_KIND } from "./mail-status.ts";

/** "E-mails" of a registration, submission or contact detail: the mails about it. */
export function EntityMails({
  entityType,
  entityId,
}: {
  entityType: MailEntityType;
  entityId: number;
}) {
  const { data } = useEntityMails(entityType, entityId);
  return (
    <PanelSection id="entity-mails-title" title="E-mails">
      {!data && <p className="text-muted">Chargement...</p>}
      {data?.data.length === 0 && <p className="text-muted">Aucun e-mail.</p>}
      {data && data.data.length > 0 && (
        <ul className="divide-y divide-brand-100 rounded-lg border border-brand-100 bg-white">
          {data.data.map((email) => (
            <li key={email.id} className="space-y-1 px-4 py-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Link
                  to={emailDetailPath(email.id)}
                  className="min-w-0 break-words font-medium text-brand-800 underline underline-offset-4 hover:text-brand-900"
                >
                  {orDash(email.subject)}
                </Link>
                <StatusBadge kind={MAIL_STATUS_KIND} status={email.status} />
              </div>
              <p className="break-words text-sm text-muted">
                {mailRecipient(email)} · {formatDateTime(email.created_at, "short")}
              </p>
            </li>
          ))}
        </ul>
      )}
    </PanelSection>
  );
}
