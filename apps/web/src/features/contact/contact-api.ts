import {
  type Contact,
  type ContactInput,
  contactSchema,
  DEFAULT_CONTACT_SUBJECT,
} from "@congres/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import type { FormOutcome } from "../../components/ui/result-dialog.tsx";
import { apiWrite } from "../../lib/api-client.ts";
import { applyServerFieldErrors } from "../../lib/server-field-errors.ts";

/** Texts of §4 and §8 for the contact form. */
export const contactTexts = {
  submit: "Envoyer le message",
  submitting: "Envoi...",
  success: {
    title: "Message envoyé",
    text: "Merci de nous avoir contactés, nous reviendrons vers vous rapidement.",
  },
  failure: { title: "Erreur", text: "Erreur lors de l'envoi du message." },
} as const;

const emptyContact: ContactInput = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  institution: "",
  subject: DEFAULT_CONTACT_SUBJECT,
  message: "",
};

export const postContact = (contact: Contact) =>
  apiWrite<{ id: number }>("POST", "/api/contact", contact);

/** The contact form: the institution is sent and stored too (it was typed for a reason). */
export function useContactForm() {
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const form = useForm<ContactInput, unknown, Contact>({
    resolver: zodResolver(contactSchema),
    defaultValues: emptyContact,
  });

  const onSubmit = form.handleSubmit(async (contact) => {
    try {
      const response = await postContact(contact);
      if (response.ok) {
        form.reset(emptyContact);
        setOutcome({ kind: "success", ...contactTexts.success });
      } else if (
        response.status !== 422 ||
        !applyServerFieldErrors(form.setError, response.errors)
      ) {
        setOutcome({ kind: "error", ...contactTexts.failure });
      }
    } catch {
      setOutcome({ kind: "error", ...contactTexts.failure });
    }
  });

  const acknowledge = (seen: FormOutcome) => {
    setOutcome(null);
    if (seen.kind === "success") navigate("/");
  };

  return { form, onSubmit, outcome, acknowledge };
}
