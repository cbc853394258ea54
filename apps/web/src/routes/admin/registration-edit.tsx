import type { Registration, RegistrationRow } from "@congres/shared";
import { useParams } from "react-router";
import { adminMeta } from "../../features/admin/core/admin-format.ts";
import { CorrectionScreen } from "../../features/admin/records/correction-screen.tsx";
import { registrationInputOf } from "../../features/admin/records/correction-values.ts";
import { REGISTRATIONS_ENDPOINT } from "../../features/admin/registrations/registrations-api.ts";
import { RegistrationForm } from "../../features/registration/registration-form.tsx";

export const meta = () => adminMeta("Corriger une inscription");

export default function RegistrationEdit() {
  const { id } = useParams();
  return (
    <CorrectionScreen<RegistrationRow, Registration>
      endpoint={REGISTRATIONS_ENDPOINT}
      id={id}
      rowOf={(row) => row}
      detailPath={(id) => `/admin/app/inscriptions/${id}`}
      title={(row) => `Corriger l'inscription ${row.reference}`}
      form={(correction, row) => (
        <RegistrationForm {...correction} defaultValues={registrationInputOf(row)} />
      )}
    />
  );
}
