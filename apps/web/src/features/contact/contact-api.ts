import {
  type Contact,
  type ContactInput,
  DEFAULT_CONTACT_SUBJECT,
  makeContactSchema,
} from "@congres/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { validationCatalogue } from "../../i18n/catalogue/all.ts";
import { useLocale } from "../../i18n/locale-context.tsx";
import { apiWrite } from "../../lib/api-client.ts";
import { sendForm, useResultDialog } from "../../lib/form-sending.ts";

/** Texts of §4 and §8 for the contact form. */
export const contactTexts = {
  submit: "Envoyer le message",
  submitting: "Envoi...",
  success: {
    title: "Message envoyé",
    text: "Merci de nous avoir contactés, nous reviendrons vers vous rapidement.",
    sentTo: "Copie de votre message envoyée à",
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
  const { outcome, show, acknowledge } = useResultDialog();
  const locale = useLocale();
  // The browser checks speak the page's language; a page bundles only its own catalogue.
  const schema = useMemo(() => makeContactSchema(validationCatalogue(locale)), [locale]);
  const form = useForm<ContactInput, unknown, Contact>({
    resolver: zodResolver(schema),
    defaultValues: emptyContact,
  });

  const onSubmit = form.handleSubmit(async (contact) => {
    const result = await sendForm(() => postContact(contact), form.setError);
    if (result.kind === "success") {
      form.reset(emptyContact);
      const { title, text, sentTo } = contactTexts.success;
      show({ kind: "success", title, text, facts: [{ label: sentTo, value: contact.email }] });
    } else if (result.kind === "rate-limited") {
      show({ kind: "error", title: contactTexts.failure.title, text: result.message });
    } else if (result.kind !== "field-errors") {
      show({ kind: "error", ...contactTexts.failure });
    }
  });

  return { form, onSubmit, outcome, acknowledge };
}
