import type { AuditEntry } from "@congres/shared";
import { formatDateTime } from "../core/admin-format.ts";
import { PanelSection } from "../core/panel-section.tsx";
import { EmailText } from "../emails/email-text.tsx";
import { useEntityAudit } from "./audit-api.ts";
import { auditActionLabel, auditChangeLines } from "./audit-labels.ts";

/** "Historique" of a detail: every audited action on it, who and when, from what to what. */
export function AuditTrail({
  entityType,
  entityId,
}: {
  entityType: AuditEntry["entity_type"];
  entityId: number;
}) {
  const { data } = useEntityAudit(entityType, entityId);
  return (
    <PanelSection id="audit-trail-title" title="Historique">
      {!data && <p className="text-muted">Chargement...</p>}
      {data?.data.length === 0 && <p className="text-muted">Aucune action enregistrée.</p>}
      {data && data.data.length > 0 && (
        <ol className="divide-y divide-brand-100 rounded-lg border border-brand-100 bg-white">
          {data.data.map((entry) => (
            <li key={entry.id} className="space-y-1 px-4 py-3">
              <p className="font-medium text-ink">{auditActionLabel(entry.action)}</p>
              <p className="text-sm text-muted">
                {formatDateTime(entry.created_at)} · par{" "}
                <span className="wrap-break-word">
                  <EmailText address={entry.actor_email} />
                </span>
              </p>
              {auditChangeLines(entry).length > 0 && (
                <ul className="text-sm text-ink">
                  {auditChangeLines(entry).map((line) => (
                    <li key={line} className="whitespace-pre-line wrap-break-word">
                      {line}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </PanelSection>
  );
}
