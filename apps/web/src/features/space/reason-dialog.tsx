import { type ReactNode, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Dialog, DialogContent, DialogTrigger } from "../../components/ui/dialog.tsx";
import { Field } from "../../components/ui/field.tsx";
import { Textarea } from "../../components/ui/textarea.tsx";
import { submitWith } from "../../lib/submit-with.ts";
import type { useSpaceWrite } from "./use-space-write.ts";

/** The words of a {@link ReasonDialog}, in her language. */
type ReasonDialogTexts = {
  trigger: string;
  title: ReactNode;
  description: string;
  reason: string;
  keep: string;
  confirm: string;
};

/**
 * A final step of the space (cancel a registration, withdraw a presentation), confirmed in a
 * dialog with her reason; `confirm` gets the trimmed reason and closes the dialog once it is done.
 * `children` are further fields, after the reason.
 */
export function ReasonDialog({
  texts,
  write,
  confirm,
  children,
}: {
  texts: ReasonDialogTexts;
  write: ReturnType<typeof useSpaceWrite>;
  confirm: (reason: string, close: () => void) => Promise<void>;
  children?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="danger" className="self-start">
          {texts.trigger}
        </Button>
      </DialogTrigger>
      <DialogContent title={texts.title} description={texts.description}>
        <form
          noValidate
          className="mt-4 flex flex-col gap-4"
          onSubmit={submitWith(() => confirm(reason.trim(), () => setOpen(false)))}
        >
          <Field label={texts.reason} required error={write.error("reason")}>
            <Textarea value={reason} rows={3} onChange={(event) => setReason(event.target.value)} />
          </Field>
          {children}
          <p role="alert" className="text-sm font-medium text-danger empty:hidden">
            {write.failure}
          </p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {texts.keep}
            </Button>
            <Button type="submit" variant="danger" loading={write.busy}>
              {texts.confirm}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
