import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog, DialogContent } from "../../../components/ui/dialog.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { deleteAdminItem, useSignedOut } from "./admin-api.ts";
import { DialogButtons } from "./confirm-action-dialog.tsx";
import { toastError } from "./toast-error.ts";

/**
 * Confirms and performs one delete (§2, §8). The title is "Confirmer la suppression" for the
 * data lists and "Supprimer l'utilisateur ?" for admins.
 */
export function DeleteDialog({
  endpoint,
  id,
  title = "Confirmer la suppression",
  deletedMessage,
  onClose,
  onDeleted,
}: {
  endpoint: string;
  id: number | null;
  title?: string;
  deletedMessage: (id: number) => string;
  onClose: () => void;
  onDeleted: (id: number) => void;
}) {
  const signedOut = useSignedOut();
  const [deleting, setDeleting] = useState(false);

  async function confirm(target: number) {
    setDeleting(true);
    const outcome = await deleteAdminItem(endpoint, target);
    setDeleting(false);
    if (outcome.ok) {
      toast({ title: "Supprimé", description: deletedMessage(target) });
      onDeleted(target);
      onClose();
      return;
    }
    if (signedOut(outcome.status)) return;
    toastError(
      outcome.message ? `Suppression impossible\n${outcome.message}` : "Suppression impossible",
    );
  }

  return (
    <Dialog open={id !== null} onOpenChange={(open) => !open && !deleting && onClose()}>
      <DialogContent title={title} description="Cette action est irréversible." hideClose>
        <DialogButtons busy={deleting} cancelLabel="Annuler">
          <Button
            variant="danger"
            loading={deleting}
            onClick={() => id !== null && void confirm(id)}
          >
            {deleting ? "Suppression..." : "Supprimer"}
          </Button>
        </DialogButtons>
      </DialogContent>
    </Dialog>
  );
}
