import { type ComponentProps, type ReactNode, useId } from "react";
import { cn } from "../../lib/cn.ts";
import { RequiredMark } from "./field.tsx";

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
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <div className="flex items-start gap-3">
        <input
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
          className="mt-0.5 size-5 shrink-0 cursor-pointer scroll-mt-24 rounded border-gray-400 accent-brand-700"
          {...props}
        />
        <label htmlFor={inputId} className="cursor-pointer text-sm text-ink">
          {label}
          {required && <RequiredMark />}
        </label>
      </div>
      {hint && (
        <p id={hintId} className="ps-8 text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="ps-8 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
