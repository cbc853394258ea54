import { useLocale } from "../../i18n/locale-context.tsx";
import { m } from "../../paraglide/messages.js";
import { ClosableFormSection } from "../deadlines/closable-form-section.tsx";
import { RegistrationForm } from "./registration-form.tsx";

/** The island of /inscription/groupe, which reuses this chunk's form (islands/registry.ts). */
export const loadGroupOrderForm = () =>
  import("./group-order-form.tsx").then((module) => module.GroupOrderForm);

/** The island of /inscription: the public registration form, or the notice once closed. */
export function RegistrationFormSection() {
  const locale = useLocale();
  return (
    <ClosableFormSection form="registration" title={m.registration_form_label({}, { locale })}>
      <RegistrationForm />
    </ClosableFormSection>
  );
}
