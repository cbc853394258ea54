import type { ReactNode } from "react";
import { RenderStep } from "../../islands/render-steps.tsx";

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
