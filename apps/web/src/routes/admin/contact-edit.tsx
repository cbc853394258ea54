import type { Contact, ContactRow } from "@congres/shared";
import { useParams } from "react-router";
import { adminMeta } from "../../features/admin/core/admin-format.ts";
import { useAdminDetail } from "../../features/admin/core/admin-queries.ts";
import { contactInputOf } from "../../features/admin/records/correction-values.ts";
import { CORRECTION_INTRO, useCorrection } from "../../features/admin/records/corrections.ts";
import { LateEntryScreen } from "../../features/admin/records/late-entry-screen.tsx";
import { ContactForm } from "../../features/contact/contact-form.tsx";

export const meta = () => adminMeta("Corriger un message");

const ENDPOINT = "/api/admin/contacts";

function Correction({ row }: { row: ContactRow }) {
  const path = `/admin/app/contacts/${row.id}`;
  const destination = useCorrection<Contact>(ENDPOINT, row, path);
  return (
    <LateEntryScreen
      title={`Corriger le message #${row.id}`}
      backTo={path}
      intro={CORRECTION_INTRO}
    >
      <ContactForm {...destination} defaultValues={contactInputOf(row)} />
    </LateEntryScreen>
  );
}

export default function ContactEdit() {
  const { id } = useParams();
  const { data } = useAdminDetail<ContactRow>(ENDPOINT, id);
  return data ? <Correction row={data} /> : <p className="text-muted">Chargement...</p>;
}
