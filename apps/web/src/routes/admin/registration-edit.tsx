import type { Registration, RegistrationRow } from "@congres/shared";
import { useParams } from "react-router";
import { adminMeta } from "../../features/admin/core/admin-format.ts";
import { useAdminDetail } from "../../features/admin/core/admin-queries.ts";
import { registrationInputOf } from "../../features/admin/records/correction-values.ts";
import { CORRECTION_INTRO, useCorrection } from "../../features/admin/records/corrections.ts";
import { LateEntryScreen } from "../../features/admin/records/late-entry-screen.tsx";
import { REGISTRATIONS_ENDPOINT } from "../../features/admin/registrations/registrations-api.ts";
import { RegistrationForm } from "../../features/registration/registration-form.tsx";

export const meta = () => adminMeta("Corriger une inscription");

function Correction({ row }: { row: RegistrationRow }) {
  const path = `/admin/app/inscriptions/${row.id}`;
  const destination = useCorrection<Registration>(REGISTRATIONS_ENDPOINT, row, path);
  return (
    <LateEntryScreen
      title={`Corriger l'inscription ${row.reference}`}
      backTo={path}
      intro={CORRECTION_INTRO}
    >
      <RegistrationForm {...destination} defaultValues={registrationInputOf(row)} />
    </LateEntryScreen>
  );
}

export default function RegistrationEdit() {
  const { id } = useParams();
  const { data } = useAdminDetail<RegistrationRow>(REGISTRATIONS_ENDPOINT, id);
  return data ? <Correction row={data} /> : <p className="text-muted">Chargement...</p>;
}
