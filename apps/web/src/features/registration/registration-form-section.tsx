import { ClosableFormSection } from "../deadlines/closable-form-section.tsx";
import { RegistrationForm } from "./registration-form.tsx";

/** The island of /inscription: the public registration form, or the notice once closed. */
export function RegistrationFormSection() {
  return (
    <ClosableFormSection form="registration" title="Formulaire d'inscription">
      <RegistrationForm />
    </ClosableFormSection>
  );
}
