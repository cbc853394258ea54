import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { Field } from "../../../components/ui/field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import type { FieldErrors } from "../../../lib/api-client.ts";
import { useStaffWrite } from "./use-staff-write.ts";

/**
 * "Mot de passe oublié ?" (`POST /api/account/password-reset`): the server answers the same
 * sentence whether or not the address has an account, and this form shows it as it comes.
 */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [answer, setAnswer] = useState<{ text: string; failed: boolean } | undefined>();
  const { sending, send } = useStaffWrite();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAnswer(undefined);
    const response = await send<{ message: string }>("POST", "/api/account/password-reset", {
      email,
    });
    if (response?.ok) {
      setErrors({});
      setAnswer({ text: response.data.message, failed: false });
      return;
    }
    setErrors(response?.errors ?? {});
    setAnswer({
      text: response?.message ?? "L'envoi a échoué. Vérifiez votre connexion et réessayez.",
      failed: true,
    });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <p className="text-sm text-muted">
        Indiquez l'adresse e-mail de votre compte : vous recevrez un lien pour choisir un nouveau
        mot de passe, valable 1 heure.
      </p>
      <Field label="Email" required error={errors.email?.[0]}>
        <Input
          type="email"
          name="email"
          required
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </Field>
      <p
        role={answer?.failed ? "alert" : "status"}
        className={
          answer?.failed ? "text-sm font-medium text-danger" : "text-sm font-medium text-green-800"
        }
      >
        {answer?.text}
      </p>
      <Button type="submit" loading={sending} className="w-full">
        Recevoir un lien
      </Button>
      <p className="text-center text-sm">
        <Link to="/admin" className="font-semibold text-brand-800 underline">
          Retour à la connexion
        </Link>
      </p>
    </form>
  );
}
