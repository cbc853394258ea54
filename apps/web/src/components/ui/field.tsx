import { cloneElement, type ReactElement, type ReactNode, useId } from "react";
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
 * A control's id (its own, or one made here), the ids of its hint and error, and the aria
 * attributes that link them to it.
 */
export function useControlDescription(
  ownId: string | undefined,
  { hint, error, required }: { hint: ReactNode; error: string | undefined; required: boolean },
) {
  const generatedId = useId();
  const id = ownId ?? generatedId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const aria = {
    "aria-invalid": error ? true : undefined,
    "aria-required": required || undefined,
    "aria-describedby": [hintId, errorId].filter(Boolean).join(" ") || undefined,
  };
  return { id, hintId, errorId, aria };
}

/** A control's hint, then its error, announced (role="alert") when it appears. */
export function ControlNotes({
  hint,
  hintId,
  error,
  errorId,
  className,
}: {
  hint: ReactNode;
  hintId: string | undefined;
  error: string | undefined;
  errorId: string | undefined;
  className?: string;
}) {
  return (
    <>
      {hint && (
        <p id={hintId} className={cn("text-xs text-muted", className)}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className={cn("text-sm font-medium text-danger", className)}>
          {error}
        </p>
      )}
    </>
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
  const { id, hintId, errorId, aria } = useControlDescription(children.props.id, {
    hint,
    error,
    required,
  });
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
        {required && <RequiredMark />}
      </label>
      {cloneElement(children, { id, ...aria })}
      <ControlNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
