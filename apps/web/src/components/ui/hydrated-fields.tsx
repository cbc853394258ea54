import type { FormEventHandler, ReactNode } from "react";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { Button, type ButtonProps } from "./button.tsx";

/**
 * A form's controls, disabled until React runs (decision 0015). The prerendered page paints before
 * its scripts load; a field typed in or a box ticked in that moment would be reset, or left out
 * of step with the form's state, when the form comes alive. No box of its own (`contents`).
 */
export function HydratedFields({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} className="contents">
      {children}
    </fieldset>
  );
}

/**
 * A public form: the browser's own checks off (the shared schema's messages speak instead), its
 * checks loaded when a field is first focused, its controls live once hydrated.
 */
export function PublicForm({
  label,
  className,
  onSubmit,
  preloadChecks,
  children,
}: {
  label: string;
  className: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  preloadChecks: () => void;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onFocusCapture={preloadChecks}
      aria-label={label}
      className={className}
    >
      <HydratedFields>{children}</HydratedFields>
    </form>
  );
}

/**
 * A form's submit button, disabled like its fields until the form is live, or when `disabled`.
 * It reads that state itself: when a form's last part starts, only the button and the fields'
 * box re-render, not the whole form.
 */
export function SubmitButton({ disabled = false, ...props }: Omit<ButtonProps, "type">) {
  const hydrated = useHydrated();
  return <Button type="submit" disabled={disabled || !hydrated} {...props} />;
}
