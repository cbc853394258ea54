import type { ContactRow } from "@congres/shared";
import { useParams } from "react-router";
import { AuditTrail } from "../../features/admin/audit/audit-trail.tsx";
import { adminMeta, formatDateTime, orDash } from "../../features/admin/core/admin-format.ts";
import { useAdminDetail } from "../../features/admin/core/admin-queries.ts";
import { DetailScreen, personRows } from "../../features/admin/core/detail-rows.tsx";
import { EntityMails } from "../../features/admin/emails/entity-mails.tsx";
import { PersonalDataActions } from "../../features/admin/records/personal-data-actions.tsx";

export const meta = () => adminMeta("Message");

export default function ContactDetail() {
  const { id } = useParams();
  const { data } = useAdminDetail<ContactRow>("/api/admin/contacts", id);
  const rows = data
    ? [
        { label: "ID", value: data.id },
        { label: "Date", value: formatDateTime(data.created_at) },
        ...personRows(data),
        { label: "Sujet", value: orDash(data.subject) },
        { label: "Message", value: orDash(data.message) },
      ]
    : [];
  return (
    <DetailScreen title={`Message #${id}`} backTo="/admin/app/contacts" loading={!data} rows={rows}>
      {data && (
        <>
          <AuditTrail entityType="contact" entityId={data.id} />
          <EntityMails entityType="contact" entityId={data.id} />
          <PersonalDataActions
            endpoint="/api/admin/contacts"
            id={data.id}
            fileName={`donnees-message-${data.id}.json`}
            editPath={`/admin/app/contacts/${data.id}/modifier`}
            listPath="/admin/app/contacts"
            what="ce message"
          />
        </>
      )}
    </DetailScreen>
  );
}
