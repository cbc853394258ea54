import type { Contact, ContactRow } from "@congres/shared";
import { useParams } from "react-router";
import { adminMeta } from "../../features/admin/core/admin-format.ts";
import { CorrectionScreen } from "../../features/admin/records/correction-screen.tsx";
import { contactInputOf } from "../../features/admin/records/correction-values.ts";
import { ContactForm } from "../../features/contact/contact-form.tsx";

export const meta = () => adminMeta("Corriger un message");

export default function ContactEdit() {
  const { id } = useParams();
  return (
    <CorrectionScreen<ContactRow, Contact>
      endpoint="/api/admin/contacts"
      id={id}
      rowOf={(row) => row}
      detailPath={(id) => `/admin/app/contacts/${id}`}
      title={(row) => `Corriger le message #${row.id}`}
      form={(correction, row) => (
        <ContactForm {...correction} defaultValues={contactInputOf(row)} />
      )}
    />
  );
}
