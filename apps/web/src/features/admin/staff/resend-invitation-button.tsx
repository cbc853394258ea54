import { Button } from "../../../components/ui/button.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { useSignedOut } from "../core/admin-api.ts";
import { toastError } from "../core/toast-error.ts";
import { useStaffWrite } from "./use-staff-write.ts";

/** "Renvoyer l'invitation": a new link by mail; the one sent before stops working. */
export function ResendInvitationButton({ id, email }: { id: number; email: string }) {
  const signedOut = useSignedOut();
  const { sending, send } = useStaffWrite();

  async function resend() {
    const response = await send<{ message: string }>("POST", `/api/admin/users/${id}/invitation`);
    if (response?.ok) {
      toast({ title: "Invitation renvoyée", description: response.data.message });
      return;
    }
    if (signedOut(response?.status)) return;
    toastError(response?.message ?? "Envoi impossible. Veuillez réessayer.");
  }

  return (
    <Button
      type="button"
      variant="secondary"
      loading={sending}
      onClick={resend}
      aria-label={`Renvoyer l'invitation à ${email}`}
    >
      Renvoyer l'invitation
    </Button>
  );
}
