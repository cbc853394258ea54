import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import type { AdminUser } from "../core/admin-session.ts";
import { TwoFactorCodeField } from "./two-factor-code-field.tsx";
import { useStaffWrite } from "./use-staff-write.ts";

/**
 * The sign-in's second step (decision 0045): the code of the authenticator app, or a recovery
 * code. `onExpired` goes back to the password when the 5-minute step has ended.
 */
export function TwoFactorLoginStep({
  onSignedIn,
  onExpired,
}: {
  onSignedIn: (user: AdminUser) => void;
  onExpired: (message: string) => void;
}) {
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const { sending, send } = useStaffWrite();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const response = await send<{ user: AdminUser }>("POST", "/api/login/two-factor", {
      code,
    });
    if (response?.ok) {
      onSignedIn(response.data.user);
      return;
    }
    if (response?.status === 401) {
      onExpired(response.message ?? "Votre connexion a expiré.");
      return;
    }
    setCode("");
    setError(
      response?.errors?.code?.[0] ?? response?.message ?? "Vérification impossible. Réessayez.",
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <p className="text-sm">
        {recovery
          ? "Saisissez un de vos codes de secours. Chacun ne sert qu'une fois."
          : "Ouvrez votre application d'authentification et saisissez le code affiché pour ce compte."}
      </p>
      <TwoFactorCodeField value={code} onChange={setCode} error={error} recovery={recovery} />
      <Button type="submit" loading={sending} className="w-full">
        {sending ? "Vérification..." : "Valider"}
      </Button>
      <button
        type="button"
        className="w-full text-center text-sm font-semibold text-brand-800 underline"
        onClick={() => {
          setRecovery((current) => !current);
          setCode("");
          setError(undefined);
        }}
      >
        {recovery ? "Utiliser le code de l'application" : "Utiliser un code de secours"}
      </button>
    </form>
  );
}
