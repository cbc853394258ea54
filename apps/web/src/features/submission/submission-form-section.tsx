import { ClosableFormSection } from "../deadlines/closable-form-section.tsx";
import { SubmissionForm } from "./submission-form.tsx";

/** The island of /soumissions: the public submission form, or the notice once closed. */
export function SubmissionFormSection() {
  return (
    <ClosableFormSection form="submission" title="Formulaire de soumission">
      <SubmissionForm />
    </ClosableFormSection>
  );
}
