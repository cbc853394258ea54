import { type FormEvent, useEffect, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import type { FieldErrors } from "../../../lib/api-client.ts";
import { type PasswordField, PasswordFields } from "./password-fields.tsx";
import { useStaffWrite } from "./use-staff-write.ts";

const EMPTY = { password: "", passwordConfirmation: "" };
type ChosenPassword = typeof EMPTY;

const FIELDS: readonly PasswordField<keyof ChosenPassword>[] = [
  {
    name: "password",
    label: "Mot de passe",
    autoComplete: "new-password",
    hint: "Au moins 10 caractères. Une phrase de plusieurs mots est un bon choix.",
  },
  {
    name: "passwordConfirmation",
    label: "Confirmer le mot de passe",
    autoComplete: "new-password",
  },
];

/** What the sign-in page shows after a password was chosen (router state). */
export type PasswordChosen = { message: string; email: string };

/**
 * The page of an invitation or reset link: the token is in the address's fragment, which the
 * browser sends to no server; it goes only in the body of `POST /api/account/password`.
 * Once the password is saved, the person signs in with it (where two-factor enrolment may follow).
 */
export function ChoosePasswordForm() {
  const navigate = useNavigate();
  const { hash } = useLocation();
  const [token, setToken] = useState<string | undefined>();
  const [values, setValues] = useState<ChosenPassword>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | undefined>();
  const { sending, send } = useStaffWrite();

  // Read once started, and again when a newer link is opened in the same tab.
  useEffect(() => {
    setToken(hash.slice(1));
    setErrors({});
    setFailure(undefined);
  }, [hash]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(undefined);
    const response = await send<PasswordChosen>("POST", "/api/account/password", {
      token,
      ...values,
    });
    if (response?.ok) {
      navigate("/admin", { replace: true, state: response.data });
      return;
    }
    setErrors(response?.errors ?? {});
    setFailure(
      response?.errors
        ? undefined
        : (response?.message ?? "L'envoi a échoué. Vérifiez votre connexion et réessayez."),
    );
  }

  if (token === "") {
    return (
      <p role="alert" className="text-sm font-medium text-danger">
        Ce lien est incomplet. Ouvrez le lien reçu par e-mail en entier, ou demandez-en un nouveau
        avec{" "}
        <Link to="/admin/mot-de-passe-oublie" className="underline">
          Mot de passe oublié ?
        </Link>
      </p>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <PasswordFields fields={FIELDS} values={values} errors={errors} onChange={setValues} />
      <div role="alert" className="text-sm font-medium text-danger">
        {failure && (
          <>
            {failure}{" "}
            <Link to="/admin/mot-de-passe-oublie" className="underline">
              Mot de passe oublié ?
            </Link>
          </>
        )}
      </div>
      <Button type="submit" loading={sending} disabled={token === undefined} className="w-full">
        Enregistrer mon mot de passe
      </Button>
    </form>
  );
}
