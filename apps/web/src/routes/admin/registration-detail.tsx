import type { RegistrationDetail as Registration } from "@congres/shared";
import { LOCALE_NAMES_FR, labelOf, PARTICIPATION_TYPES, TITLES } from "@congres/shared";
import { useParams } from "react-router";
import { AuditTrail } from "../../features/admin/audit/audit-trail.tsx";
import {
  adminMeta,
  formatBankDate,
  formatDateTime,
  orDash,
  yesNo,
} from "../../features/admin/core/admin-format.ts";
import { useAdminDetail } from "../../features/admin/core/admin-queries.ts";
import { DetailScreen } from "../../features/admin/core/detail-rows.tsx";
import { EntityMails } from "../../features/admin/emails/entity-mails.tsx";
import { RegistrationPayment } from "../../features/admin/payments/registration-payment.tsx";
import { PersonalDataActions } from "../../features/admin/records/personal-data-actions.tsx";
import { DuplicateBadge } from "../../features/admin/registrations/duplicate-badge.tsx";
import { RegistrationDocuments } from "../../features/admin/registrations/registration-documents.tsx";
import { RegistrationGroup } from "../../features/admin/registrations/registration-group.tsx";
import { REGISTRATIONS_ENDPOINT } from "../../features/admin/registrations/registrations-api.ts";

export const meta = () => adminMeta("Inscription");

export default function RegistrationDetail() {
  const { id } = useParams();
  const { data } = useAdminDetail<Registration>(REGISTRATIONS_ENDPOINT, id);
  const rows = data
    ? [
        { label: "ID", value: data.id },
        { label: "Référence", value: orDash(data.reference) },
        { label: "Date", value: formatDateTime(data.created_at) },
        { label: "Titre", value: labelOf(TITLES, data.title) },
        { label: "Prénom", value: orDash(data.first_name) },
        { label: "Nom", value: orDash(data.last_name) },
        { label: "Nom en lettres latines", value: orDash(data.latin_name) },
        {
          label: "Email",
          value: (
            <>
              <span className="block">{orDash(data.email)}</span>
              <DuplicateBadge email={data.email} others={data.duplicates} />
            </>
          ),
        },
        { label: "Téléphone", value: orDash(data.phone) },
        { label: "Spécialité", value: orDash(data.specialty) },
        { label: "Institution", value: orDash(data.institution) },
        { label: "Adresse", value: orDash(data.address) },
        { label: "Ville", value: orDash(data.city) },
        { label: "Pays", value: orDash(data.country) },
        { label: "Langue", value: LOCALE_NAMES_FR[data.language] },
        {
          label: "Type de participation",
          value: labelOf(PARTICIPATION_TYPES, data.participation_type),
        },
        { label: "Hébergement souhaité", value: yesNo(data.accommodation_needed) },
        { label: "Restrictions alimentaires", value: orDash(data.dietary_restrictions) },
        { label: "Contact d'urgence", value: orDash(data.emergency_contact) },
        { label: "Téléphone d'urgence", value: orDash(data.emergency_phone) },
        { label: "Conditions acceptées", value: yesNo(data.terms_accepted) },
        {
          label: "Jours de présence",
          value:
            data.days_attended.length > 0
              ? data.days_attended.map((day) => formatBankDate(day)).join(", ")
              : "Pas encore passé(e) à l'accueil",
        },
      ]
    : [];
  return (
    <DetailScreen
      title={`Inscription #${id}`}
      backTo="/admin/app/inscriptions"
      loading={!data}
      rows={rows}
    >
      {data && (
        <>
          {/* Keyed on the row's state: a new answer starts the forms from its values. */}
          <RegistrationPayment
            key={`${data.payment_status}-${data.amount_received_centimes}-${data.staff_note}`}
            registration={data}
          />
          <RegistrationGroup registrationId={data.id} />
          <RegistrationDocuments registration={data} />
          <AuditTrail entityType="registration" entityId={data.id} />
          <EntityMails entityType="registration" entityId={data.id} />
          <PersonalDataActions
            endpoint="/api/admin/registrations"
            id={data.id}
            fileName={`donnees-${data.reference}.json`}
            editPath={`/admin/app/inscriptions/${data.id}/modifier`}
            listPath="/admin/app/inscriptions"
            what="cette inscription"
          />
        </>
      )}
    </DetailScreen>
  );
}
