import { type ReactNode, useState } from "react";
import { Button, type ButtonProps } from "../../../components/ui/button.tsx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogTrigger,
} from "../../../components/ui/dialog.tsx";
import { submitWith } from "../../../lib/submit-with.ts";

/**
 * A button that opens a confirmation before an action staff cannot take back silently (waive,
 * cancel, undo, mark paid). `onConfirm` answers whether to close; the dialog stays open on a
 * refusal so that its message can be read beside the action.
 */
export function ConfirmActionDialog({
  trigger,
  triggerVariant = "secondary",
  triggerDisabled = false,
  title,
  description,
  confirmLabel,
  busyLabel,
  confirmVariant = "primary",
  onConfirm,
  children,
}: {
  trigger: ReactNode;
  triggerVariant?: ButtonProps["variant"];
  /** Nothing to confirm yet (no decision chosen): the trigger cannot open the dialog. */
  triggerDisabled?: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  confirmVariant?: ButtonProps["variant"];
  onConfirm: () => Promise<boolean>;
  /** Fields of the action (the mark-paid form); the confirm button submits them. */
  children?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    const done = await onConfirm();
    setBusy(false);
    if (done) setOpen(false);
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant={triggerVariant} disabled={triggerDisabled}>
          {trigger}
        </Button>
      </DialogTrigger>
      <DialogContent title={title} description={description} hideClose>
        <form noValidate onSubmit={submitWith(confirm)}>
          {children}
          <DialogButtons busy={busy} cancelLabel="Fermer">
            <Button type="submit" variant={confirmVariant} loading={busy}>
              {busy ? busyLabel : confirmLabel}
            </Button>
          </DialogButtons>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Cancel, then the action: the buttons that close every admin confirmation. */
export function DialogButtons({
  busy,
  cancelLabel,
  children,
}: {
  busy: boolean;
  cancelLabel: string;
  children: ReactNode;
}) {
  return (
    <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <DialogClose asChild>
        <Button variant="secondary" disabled={busy}>
          {cancelLabel}
        </Button>
      </DialogClose>
      {children}
    </div>
  );
}
