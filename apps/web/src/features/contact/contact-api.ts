import type { Contact, ContactInput } from "@congres/shared";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { validationCatalogue } from "../../i18n/catalogue/all.ts";
import type { Locale } from "../../i18n/locale.ts";
import { useLocale } from "../../i18n/locale-context.tsx";
import { apiWrite } from "../../lib/api-client.ts";
import {
  closedFormMessage,
  type FormDestination,
  sendForm,
  useResultDialog,
} from "../../lib/form-sending.ts";
import { formSchemaResolver } from "../../lib/lazy-resolver.ts";
import { m } from "../../paraglide/messages.js";

/**
 * The empty form; its subject suggests the usual one in the page's language. Cleared, it is sent
 * blank and the server stores DEFAULT_CONTACT_SUBJECT (French, for staff): the page's schema
 * does not fill it, so no page ships the French subject (decision 0029).
 */
const emptyContact = (locale: Locale): ContactInput => ({
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  institution: "",
  subject: m.contact_request({}, { locale }),
  message: "",
});

export const postContact = (contact: Contact) =>
  apiWrite<{ id: number }>("POST", "/api/contact", contact);

/** The contact form: the institution is sent and stored too (it was typed for a reason). */
export function useContactForm(destination: FormDestination<Contact, ContactInput> = {}) {
  const { outcome, show, showError, acknowledge } = useResultDialog();
  const locale = useLocale();
  // The browser checks speak the page's language; a page bundles only its own catalogue.
  const resolver = useMemo(
    () => formSchemaResolver((schemas) => schemas.makeContactSchema(validationCatalogue(locale))),
    [locale],
  );
  const form = useForm<ContactInput, unknown, Contact>({
    resolver,
    defaultValues: destination.defaultValues ?? emptyContact(locale),
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
      form.reset(emptyContact(locale));
      show({
        kind: "success",
        title: m.contact_success_title({}, { locale }),
        text: m.contact_success_text({}, { locale }),
        facts: [{ label: m.contact_success_sent_to({}, { locale }), value: contact.email }],
      });
    } else if (result.kind === "rate-limited") {
      showError(result.message);
    } else if (result.kind !== "field-errors") {
      showError(closedFormMessage(result) ?? m.contact_failure({}, { locale }));
    }
  });

  return { form, onSubmit, preloadChecks: resolver.preload, outcome, acknowledge };
}
