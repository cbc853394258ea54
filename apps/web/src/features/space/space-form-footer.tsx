import { SubmitButton } from "../../components/ui/hydrated-fields.tsx";
import { cn } from "../../lib/cn.ts";

/** A space form's button, then what came of it: saved (a status) or refused (an alert). */
export function SpaceFormFooter({
  busy,
  submit,
  saved,
  failure,
  className,
}: {
  busy: boolean;
  submit: string;
  saved: string | undefined;
  failure: string | undefined;
  className?: string;
}) {
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <SubmitButton loading={busy} className="w-full sm:w-auto sm:self-start">
        {submit}
      </SubmitButton>
      <p role="status" className="text-sm text-green-800 empty:hidden">
        {saved}
      </p>
      <p role="alert" className="text-sm font-medium text-danger empty:hidden">
        {failure}
      </p>
    </div>
  );
}
