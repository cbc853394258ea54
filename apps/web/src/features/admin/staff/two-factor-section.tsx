import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { Field } from "../../../components/ui/field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import type { FieldErrors } from "../../../lib/api-client.ts";
import { edition } from "../../../lib/edition.ts";
import { useAdminGet } from "../core/admin-queries.ts";
import { toastError } from "../core/toast-error.ts";
import { QrCodeImage } from "./qr-code-image.tsx";
import {
  recoveryCodesText,
  TWO_FACTOR_PATH,
  type TwoFactorEnrolment,
  type TwoFactorStatus,
} from "./two-factor-api.ts";
import { TwoFactorCodeField } from "./two-factor-code-field.tsx";
import { useStaffWrite } from "./use-staff-write.ts";

type Step =
  | { kind: "idle" }
  | { kind: "scan"; enrolment: TwoFactorEnrolment }
  | { kind: "codes"; codes: string[] };

function PasswordInput({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  return (
    <Field label="Mot de passe" required error={error}>
      <Input
        type="password"
        name="password"
        required
        autoComplete="current-password"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}

/** Offers the recovery codes as a .txt file, made in the browser (they never travel again). */
function downloadCodes(codes: readonly string[]) {
  const blob = new Blob([recoveryCodesText(codes, edition.shortName)], {
    type: "text/plain;charset=utf-8",
  });
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = "codes-de-secours.txt";
  link.click();
  URL.revokeObjectURL(link.href);
}

/**
 * The account page's "Double authentification": enrol (password → QR code and key → first code
 * → ten recovery codes shown once), or turn it off (password and a code).
 */
export function TwoFactorSection() {
  const queryClient = useQueryClient();
  const status = useAdminGet<TwoFactorStatus>(TWO_FACTOR_PATH);
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const { sending, send: write } = useStaffWrite();

  /** Sends one step; a refusal puts its French messages on the fields, or in a toast. */
  async function send<T>(method: "POST" | "DELETE", path: string, body: unknown) {
    const response = await write<T>(method, path, body);
    if (response?.ok) {
      setErrors({});
      return response.data;
    }
    setErrors(response?.errors ?? {});
    toastError(response?.message ?? "Action impossible. Veuillez réessayer.");
    return undefined;
  }

  async function start(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const enrolment = await send<TwoFactorEnrolment>("POST", TWO_FACTOR_PATH, { password });
    if (!enrolment) return;
    setPassword("");
    setStep({ kind: "scan", enrolment });
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const answer = await send<{ recovery_codes: string[] }>("POST", `${TWO_FACTOR_PATH}/confirm`, {
      code,
    });
    if (!answer) return;
    setCode("");
    setStep({ kind: "codes", codes: answer.recovery_codes });
    toast({ title: "Double authentification activée" });
  }

  async function disable(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const answer = await send<{ message: string }>("DELETE", TWO_FACTOR_PATH, { password, code });
    if (!answer) return;
    setPassword("");
    setCode("");
    toast({ title: answer.message });
    await queryClient.invalidateQueries({ queryKey: [TWO_FACTOR_PATH] });
  }

  const finish = async () => {
    setStep({ kind: "idle" });
    await queryClient.invalidateQueries({ queryKey: [TWO_FACTOR_PATH] });
  };

  let body: React.ReactNode;
  if (step.kind === "codes") {
    body = (
      <div className="space-y-3">
        <p className="font-medium">
          Vos codes de secours, affichés une seule fois. Chacun remplace une fois le code de
          l'application si vous n'avez plus votre téléphone.
        </p>
        <ul
          aria-label="Codes de secours"
          className="grid max-w-sm grid-cols-2 gap-2 font-mono"
          dir="ltr"
        >
          {step.codes.map((recovery) => (
            <li key={recovery} className="rounded bg-gray-100 px-2 py-1 text-center">
              {recovery}
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-3">
          <Button type="button" variant="secondary" onClick={() => downloadCodes(step.codes)}>
            Télécharger
          </Button>
          <Button type="button" onClick={() => void finish()}>
            J'ai noté mes codes
          </Button>
          {status.data?.required ? (
            <Link to="/admin/app" className="self-center font-semibold text-brand-800 underline">
              Continuer vers l'administration
            </Link>
          ) : null}
        </div>
      </div>
    );
  } else if (step.kind === "scan") {
    body = (
      <form onSubmit={confirm} noValidate className="max-w-md space-y-4">
        <p>
          Scannez ce QR code avec votre application d'authentification (Google Authenticator,
          Microsoft Authenticator, FreeOTP…), puis saisissez le code qu'elle affiche.
        </p>
        <QrCodeImage
          text={step.enrolment.otpauth_url}
          label="QR code à scanner avec votre application d'authentification"
        />
        <p className="text-sm">
          Ou saisissez cette clé à la main :{" "}
          <code
            data-testid="two-factor-secret"
            dir="ltr"
            className="break-all font-mono font-semibold"
          >
            {step.enrolment.secret}
          </code>
        </p>
        <TwoFactorCodeField value={code} onChange={setCode} error={errors.code?.[0]} />
        <Button type="submit" loading={sending}>
          Confirmer l'activation
        </Button>
      </form>
    );
  } else if (status.data?.enabled) {
    body = (
      <form onSubmit={disable} noValidate className="max-w-md space-y-4">
        <p>
          La double authentification est <strong>activée</strong> : chaque connexion demande un code
          de votre application.
        </p>
        {status.data.required ? (
          <p className="text-sm text-muted">Elle est obligatoire pour votre rôle.</p>
        ) : (
          <>
            <PasswordInput value={password} onChange={setPassword} error={errors.password?.[0]} />
            <TwoFactorCodeField
              value={code}
              onChange={setCode}
              error={errors.code?.[0]}
              recovery={false}
              label="Code à 6 chiffres ou code de secours"
            />
            <Button type="submit" variant="danger" loading={sending}>
              Désactiver la double authentification
            </Button>
          </>
        )}
      </form>
    );
  } else if (status.data) {
    body = (
      <form onSubmit={start} noValidate className="max-w-md space-y-4">
        <p>
          {status.data.required
            ? "La double authentification est obligatoire pour votre rôle : activez-la pour accéder à l'administration."
            : "La double authentification est désactivée. Activez-la : en plus du mot de passe, chaque connexion demandera un code de votre téléphone."}
        </p>
        <PasswordInput value={password} onChange={setPassword} error={errors.password?.[0]} />
        <Button type="submit" loading={sending}>
          Activer la double authentification
        </Button>
      </form>
    );
  } else {
    body = (
      <p className="text-sm text-muted">
        {status.isError ? "Chargement impossible." : "Chargement…"}
      </p>
    );
  }

  return (
    <section id="double-authentification" aria-labelledby="two-factor-title" className="space-y-4">
      <h2 id="two-factor-title" className="text-xl font-bold text-brand-900">
        Double authentification
      </h2>
      {body}
    </section>
  );
}
