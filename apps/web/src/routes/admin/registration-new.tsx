import type { Registration } from "@congres/shared";
import { adminMeta } from "../../features/admin/core/admin-format.ts";
import { useLateEntry } from "../../features/admin/records/late-entry.ts";
import { LateEntryScreen } from "../../features/admin/records/late-entry-screen.tsx";
import { REGISTRATIONS_ENDPOINT } from "../../features/admin/registrations/registrations-api.ts";
import { RegistrationForm } from "../../features/registration/registration-form.tsx";

export const meta = () => adminMeta("Nouvelle inscription");

export default function RegistrationNew() {
  const destination = useLateEntry<Registration>(REGISTRATIONS_ENDPOINT, {
    title: "Inscription enregistrée",
    path: "/admin/app/inscriptions",
  });
  return (
    <LateEntryScreen title="Nouvelle inscription" backTo="/admin/app/inscriptions">
      <RegistrationForm {...destination} submitLabel="Enregistrer l'inscription" />
    </LateEntryScreen>
  );
}
