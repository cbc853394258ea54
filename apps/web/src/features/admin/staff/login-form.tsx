import { type FormEvent, useEffect, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { Field } from "../../../components/ui/field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { apiWrite } from "../../../lib/api-client.ts";
import { useFieldValues } from "../../../lib/use-field-values.ts";
import {
  type AdminUser,
  checkSession,
  isAdminFlagSet,
  rememberAdmin,
} from "../core/admin-session.ts";
import type { PasswordChosen } from "./choose-password-form.tsx";
import { ENROLMENT_URL, type SignInAnswer } from "./two-factor-api.ts";
import { TwoFactorLoginStep } from "./two-factor-login-step.tsx";

/** The /admin sign-in (§2, §4, §8). */
export function LoginForm() {
  const navigate = useNavigate();
  // Coming from an invitation or reset link: say so, and fill in the account's e-mail.
  const chosen = useLocation().state as PasswordChosen | null;
  const { values, setValues, bind } = useFieldValues({ email: chosen?.email ?? "", password: "" });
  const [submitting, setSubmitting] = useState(false);
  const [codeStep, setCodeStep] = useState(false);

  function signedIn(user: AdminUser, enrolmentRequired = false) {
    if (enrolmentRequired) {
      // No "signed in" hint yet: until 2FA is set up, /admin sends this browser back to enrolment.
      toast({
        title: "Double authentification requise",
        description: "Configurez-la pour accéder à l'administration.",
      });
      navigate(ENROLMENT_URL, { replace: true });
      return;
    }
    rememberAdmin(user);
    toast({ title: "Connexion réussie", description: "Bienvenue dans l'espace admin" });
    navigate("/admin/app", { replace: true });
  }

  // Already signed in (server session or local hint): straight to the dashboard.
  useEffect(() => {
    if (isAdminFlagSet()) {
      navigate("/admin/app", { replace: true });
      return;
    }
    let active = true;
    void checkSession().then((session) => {
      if (!active || !session.user) return;
      if (session.two_factor_enrolment_required) {
        navigate(ENROLMENT_URL, { replace: true });
        return;
      }
      rememberAdmin(session.user);
      navigate("/admin/app", { replace: true });
    });
    return () => {
      active = false;
    };
  }, [navigate]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitting(true);
    const response = await apiWrite<SignInAnswer>("POST", "/api/login", values).catch(
      () => undefined,
    );
    if (response?.ok && "two_factor_required" in response.data) {
      setSubmitting(false);
      setValues((current) => ({ ...current, password: "" }));
      setCodeStep(true);
      return;
    }
    if (response?.ok && "user" in response.data) {
      signedIn(response.data.user, response.data.two_factor_enrolment_required === true);
      return;
    }
    setSubmitting(false);
    toast({
      title: "Identifiants invalides",
      description:
        response?.ok === false && response.message
          ? response.message
          : "Vérifiez l'email ou le mot de passe",
      variant: "destructive",
    });
  }

  if (codeStep) {
    return (
      <TwoFactorLoginStep
        onSignedIn={(user) => signedIn(user)}
        onExpired={(message) => {
          setCodeStep(false);
          toast({ title: "Connexion expirée", description: message, variant: "destructive" });
        }}
      />
    );
  }

  return (
    <form onSubmit={submit} className="space-y-5">
      {chosen?.message && (
        <p role="status" className="rounded-md bg-green-50 p-3 text-sm font-medium text-green-800">
          {chosen.message}
        </p>
      )}
      <Field label="Email" required>
        <Input type="email" required autoComplete="username" {...bind("email")} />
      </Field>
      <Field label="Mot de passe" required>
        <Input type="password" required autoComplete="current-password" {...bind("password")} />
      </Field>
      <p className="-mt-2 text-end text-sm">
        <Link to="/admin/mot-de-passe-oublie" className="font-semibold text-brand-800 underline">
          Mot de passe oublié ?
        </Link>
      </p>
      <Button type="submit" loading={submitting} className="w-full">
        {submitting ? "Connexion..." : "Se connecter"}
      </Button>
      <p className="text-center text-sm text-muted">
        Un problème d'accès ?{" "}
        <Link to="/contact" className="font-semibold text-brand-800 underline">
          Contactez-nous
        </Link>
      </p>
    </form>
  );
}
