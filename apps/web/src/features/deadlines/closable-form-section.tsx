import type { ClosableForm } from "@congres/shared";
import type { ReactNode } from "react";
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
    <section
      aria-labelledby="formulaire"
      className="mt-10 rounded-xl border border-gray-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id="formulaire" className="mb-6 text-2xl font-bold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
