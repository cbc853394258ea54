import type { EmailRow } from "@congres/shared";
import { useQueryClient } from "@tanstack/react-query";
import { RotateCw } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog, DialogContent, DialogTrigger } from "../../../components/ui/dialog.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { useSignedOut } from "../core/admin-api.ts";
import { DialogButtons } from "../core/confirm-action-dialog.tsx";
import { toastError } from "../core/toast-error.ts";
import { EMAILS_ENDPOINT, resendEmail } from "./emails-api.ts";
import { emailDetailPath } from "./mail-labels.ts";

/**
 * "Renvoyer" of a failed or sent mail, after a confirmation. The mail now waiting (the same one,
 * or a copy of a sent one) is opened.
 */
export function ResendEmailDialog({ email }: { email: Pick<EmailRow, "id" | "to_address"> }) {
  const navigate = useNavigate();
  const signedOut = useSignedOut();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);

  async function confirm() {
    setSending(true);
    const outcome = await resendEmail(email.id);
    setSending(false);
    if (outcome.ok) {
      setOpen(false);
      toast({
        title: "E-mail remis en file d'attente",
        description: `E-mail #${outcome.queuedId}`,
      });
      void queryClient.invalidateQueries({ queryKey: [EMAILS_ENDPOINT] });
      navigate(emailDetailPath(outcome.queuedId));
      return;
    }
    if (signedOut(outcome.status)) return;
    setOpen(false);
    toastError(outcome.message ? `Renvoi impossible\n${outcome.message}` : "Renvoi impossible");
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !sending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="secondary">
          <RotateCw aria-hidden="true" className="size-4" />
          Renvoyer
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Renvoyer cet e-mail ?"
        description={
          <>
            Il sera remis en file d'attente et envoyé à{" "}
            <span className="wrap-anywhere">{email.to_address}</span>.
          </>
        }
        hideClose
      >
        <DialogButtons busy={sending} cancelLabel="Annuler">
          <Button loading={sending} onClick={() => void confirm()}>
            {sending ? "Envoi..." : "Renvoyer"}
          </Button>
        </DialogButtons>
      </DialogContent>
    </Dialog>
  );
}
