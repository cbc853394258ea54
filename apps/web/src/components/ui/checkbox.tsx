import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/cn.ts";
import { ControlNotes, RequiredMark, useControlDescription } from "./field.tsx";

/**
 * A native checkbox with its label beside it, an optional hint and its error (linked by
 * aria-describedby and announced with role="alert", like `Field`).
 */
export function Checkbox({
  label,
  hint,
  error,
  required = false,
  className,
  id,
  ...props
}: Omit<ComponentProps<"input">, "type"> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  required?: boolean;
}) {
  const {
    id: inputId,
    hintId,
    errorId,
    aria,
  } = useControlDescription(id, { hint, error, required });
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <div className="flex items-start gap-3">
        <input
          id={inputId}
          type="checkbox"
          {...aria}
          className="mt-0.5 size-5 shrink-0 cursor-pointer scroll-mt-24 rounded border-gray-400 accent-brand-700"
          {...props}
        />
        <label htmlFor={inputId} className="cursor-pointer text-sm text-ink">
          {label}
          {required && <RequiredMark />}
        </label>
      </div>
      <ControlNotes hint={hint} hintId={hintId} error={error} errorId={errorId} className="ps-8" />
    </div>
  );
}
