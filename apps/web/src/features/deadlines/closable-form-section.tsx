import type { ClosableForm } from "@congres/shared";
import type { ReactNode } from "react";
import { FormCard } from "../../components/layout/form-card.tsx";
import { ClosedFormNotice } from "./closed-form-notice.tsx";
import { useFormDeadline } from "./use-form-deadline.ts";

/**
 * A public form's section, swapped for the closed notice when the server says its closing time
 * passed. It is the page's island (decision 0015): prerendered open, it asks `/api/deadlines`
 * once hydrated, since the static HTML cannot know.
 */
export function ClosableFormSection({
  form,
  title,
  children,
}: {
  form: ClosableForm;
  title: string;
  children: ReactNode;
}) {
  const deadline = useFormDeadline(form);
  if (deadline?.closes_at && !deadline.open) {
    return <ClosedFormNotice form={form} closesAt={deadline.closes_at} />;
  }
  return (
    <FormCard id="formulaire" title={title} className="mt-10">
      {children}
    </FormCard>
  );
}
