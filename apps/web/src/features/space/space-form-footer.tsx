import type { ReactNode } from "react";
import { SubmitButton } from "../../components/ui/hydrated-fields.tsx";
import { cn } from "../../lib/cn.ts";

type FooterProps = {
  busy: boolean;
  submit: string;
  failure: string | undefined;
  className?: string;
};

/** A space form's button, then (`children`) what it says once done, then its refusal (an alert). */
export function SpaceFormSubmit({
  busy,
  submit,
  failure,
  className,
  children,
}: FooterProps & { children?: ReactNode }) {
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <SubmitButton loading={busy} className="w-full sm:w-auto sm:self-start">
        {submit}
      </SubmitButton>
      {children}
      <p role="alert" className="text-sm font-medium text-danger empty:hidden">
        {failure}
      </p>
    </div>
  );
}

/** A space form's button, then what came of it: saved (a status) or refused (an alert). */
export function SpaceFormFooter({ saved, ...footer }: FooterProps & { saved: string | undefined }) {
  return (
    <SpaceFormSubmit {...footer}>
      <p role="status" className="text-sm text-green-800 empty:hidden">
        {saved}
      </p>
    </SpaceFormSubmit>
  );
}
