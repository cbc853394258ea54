import type { ReactNode } from "react";
import { useLocale } from "../../i18n/locale-context.tsx";
import { RenderStep } from "../../islands/render-steps.tsx";
import { m } from "../../paraglide/messages.js";

/**
 * A group of a form's fields under its legend. With `step`, it starts at that step of its
 * island's start (islands/render-steps.tsx, decision 0035).
 */
export function FormSection({
  legend,
  step,
  children,
}: {
  legend: string;
  step?: number;
  children: ReactNode;
}) {
  const section = (
    <fieldset className="grid gap-5 sm:grid-cols-2">
      <legend className="mb-4 text-lg font-semibold text-brand-800">{legend}</legend>
      {children}
    </fieldset>
  );
  return step === undefined ? section : <RenderStep step={step}>{section}</RenderStep>;
}

/** Above a form: what the star after a label means. */
export function RequiredNote() {
  const locale = useLocale();
  return (
    <p className="text-sm text-muted">
      {m.form_required_note_before({}, { locale })} <span className="text-danger">*</span>{" "}
      {m.form_required_note_after({}, { locale })}
    </p>
  );
}
