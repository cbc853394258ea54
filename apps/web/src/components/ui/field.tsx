import { cloneElement, type ReactElement, useId } from "react";
import { cn } from "../../lib/cn.ts";

export const controlClasses = (invalid: boolean) =>
  cn(
    "block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-ink shadow-sm placeholder:text-muted/80 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200",
    invalid ? "border-danger" : "border-gray-300",
  );

type ControlProps = {
  id?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  "aria-required"?: boolean;
};

/** The star after a required control's label; screen readers hear aria-required instead. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-danger">
      {" "}
      *
    </span>
  );
}

/**
 * A labelled form control with its hint and error. The error is linked by aria-describedby and
 * announced (role="alert") when it appears.
 */
export function Field({
  label,
  error,
  hint,
  required = false,
  className,
  children,
}: {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean;
  className?: string;
  children: ReactElement<ControlProps>;
}) {
  const generatedId = useId();
  const id = children.props.id ?? generatedId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
        {required && <RequiredMark />}
      </label>
      {cloneElement(children, {
        id,
        "aria-invalid": error ? true : undefined,
        "aria-required": required || undefined,
        "aria-describedby": [hintId, errorId].filter(Boolean).join(" ") || undefined,
      })}
      {hint && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
