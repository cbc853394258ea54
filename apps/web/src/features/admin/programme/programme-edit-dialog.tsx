import type { FormEvent, ReactNode } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog, DialogContent } from "../../../components/ui/dialog.tsx";

/**
 * A dialog of the programme editor (a session, an item, a room, a day): its form, then cancel
 * and save (disabled and busy while it saves). It cannot be closed while it saves.
 */
export function EditDialog({
  open = true,
  title,
  description,
  className,
  busy,
  onClose,
  onSubmit,
  submitLabel = "Enregistrer",
  children,
}: {
  open?: boolean;
  title: string;
  description?: string;
  /** The dialog's width. */
  className: string;
  busy: boolean;
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
  submitLabel?: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && !next && onClose()}>
      <DialogContent title={title} description={description} className={className}>
        <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
          {children}
          <div className="flex justify-end gap-3">
            <Button type="button" variant="secondary" disabled={busy} onClick={onClose}>
              Annuler
            </Button>
            <Button type="submit" loading={busy}>
              {submitLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
