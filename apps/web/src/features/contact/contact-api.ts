import {
  type Contact,
  type ContactInput,
  contactSchema,
  DEFAULT_CONTACT_SUBJECT,
} from "@congres/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { apiWrite } from "../../lib/api-client.ts";
import {
  closedFormMessage,
  type FormDestination,
  sendForm,
  useResultDialog,
} from "../../lib/form-sending.ts";

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
export function useContactForm(destination: FormDestination<Contact, ContactInput> = {}) {
  const { outcome, show, acknowledge } = useResultDialog();
  const form = useForm<ContactInput, unknown, Contact>({
    resolver: zodResolver(contactSchema),
    defaultValues: destination.defaultValues ?? emptyContact,
  });

  const onSubmit = form.handleSubmit(async (contact) => {
    const { send = postContact, onCreated } = destination;
    // Staff correcting a message send it to the admin and go back to it (decision 0024).
    const result = await sendForm<ContactInput, { id: number; reference?: string }>(
      () => send(contact),
      form.setError,
    );
    if (result.kind === "success" && onCreated) {
      onCreated({ id: result.data.id, reference: result.data.reference ?? "" });
    } else if (result.kind === "success") {
      form.reset(emptyContact);
      const { title, text, sentTo } = contactTexts.success;
      show({ kind: "success", title, text, facts: [{ label: sentTo, value: contact.email }] });
    } else if (result.kind === "rate-limited") {
      show({ kind: "error", title: contactTexts.failure.title, text: result.message });
    } else if (result.kind !== "field-errors") {
      const text = closedFormMessage(result) ?? contactTexts.failure.text;
      show({ kind: "error", title: contactTexts.failure.title, text });
    }
  });

  return { form, onSubmit, outcome, acknowledge };
}
