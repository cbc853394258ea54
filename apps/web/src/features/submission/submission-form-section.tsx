import { useLocale } from "../../i18n/locale-context.tsx";
import { m } from "../../paraglide/messages.js";
import { ClosableFormSection } from "../deadlines/closable-form-section.tsx";
import { SubmissionForm } from "./submission-form.tsx";

/** The island of /soumissions: the public submission form, or the notice once closed. */
export function SubmissionFormSection() {
  const locale = useLocale();
  return (
    <ClosableFormSection form="submission" title={m.submission_form_label({}, { locale })}>
      <SubmissionForm />
    </ClosableFormSection>
  );
}
