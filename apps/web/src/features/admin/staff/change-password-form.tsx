import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import type { FieldErrors } from "../../../lib/api-client.ts";
import { useSignedOut } from "../core/admin-api.ts";
import { toastError } from "../core/toast-error.ts";
import { type PasswordField, PasswordFields } from "./password-fields.tsx";
import { useStaffWrite } from "./use-staff-write.ts";

const EMPTY = { currentPassword: "", newPassword: "", confirmation: "" };
type PasswordChange = typeof EMPTY;

const FIELDS: readonly PasswordField<keyof PasswordChange>[] = [
  { name: "currentPassword", label: "Mot de passe actuel", autoComplete: "current-password" },
  {
    name: "newPassword",
    label: "Nouveau mot de passe",
    autoComplete: "new-password",
    hint: "Au moins 10 caractères, différent de l'actuel.",
  },
  {
    name: "confirmation",
    label: "Confirmer le nouveau mot de passe",
    autoComplete: "new-password",
  },
];

/**
 * The signed-in admin changes their own password (`POST /api/admin/account/password`). The
 * server holds the rules and answers French errors per field; this browser's session stays open,
 * the admin's other sessions end.
 */
export function ChangePasswordForm() {
  const signedOut = useSignedOut();
  const [values, setValues] = useState<PasswordChange>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | undefined>();
  const { sending, send } = useStaffWrite();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMessage(undefined);
    const response = await send<{ message: string }>("POST", "/api/admin/account/password", values);
    if (response?.ok) {
      setValues(EMPTY);
      setErrors({});
      setMessage(response.data.message);
      toast({ title: "Mot de passe modifié", description: response.data.message });
      return;
    }
    if (signedOut(response?.status)) return;
    setErrors(response?.errors ?? {});
    toastError(response?.message ?? "Modification impossible. Veuillez réessayer.");
  }

  return (
    <form onSubmit={submit} noValidate className="max-w-md space-y-4">
      <PasswordFields fields={FIELDS} values={values} errors={errors} onChange={setValues} />
      <p role="status" className="text-sm font-medium text-green-800">
        {message}
      </p>
      <Button type="submit" loading={sending}>
        Changer le mot de passe
      </Button>
    </form>
  );
}
