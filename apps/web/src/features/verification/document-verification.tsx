import { CircleCheck, CircleHelp, CircleX } from "lucide-react";
import { useEffect, useState } from "react";
import { Field } from "../../components/ui/field.tsx";
import { HydratedFields, SubmitButton } from "../../components/ui/hydrated-fields.tsx";
import { Input } from "../../components/ui/input.tsx";
import type { Locale } from "../../i18n/locale.ts";
import { INTL_LOCALES } from "../../i18n/locale.ts";
import { useLocale } from "../../i18n/locale-context.tsx";
import { localizedPath } from "../../i18n/paths.ts";
import { editionFacts } from "../../lib/edition-facts.ts";
import { m } from "../../paraglide/messages.js";
import {
  codeInPath,
  type Verification,
  type VerificationOutcome,
  verifyCode,
} from "./verification-api.ts";

type State =
  | { phase: "form" }
  | { phase: "checking"; code: string }
  | { phase: "done"; code: string; outcome: VerificationOutcome };

const KIND_LABELS: Record<string, (locale: Locale) => string> = {
  visa_letter: (locale) => m.verify_kind_visa_letter({}, { locale }),
  "visa-letter": (locale) => m.verify_kind_visa_letter({}, { locale }),
  certificate: (locale) => m.verify_kind_certificate({}, { locale }),
};

const issuedOn = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: editionFacts.timeZone,
  }).format(new Date(iso));

function Verdict({ code, verification }: { code: string; verification: Verification }) {
  const locale = useLocale();
  const valid = verification.valid && !verification.revoked;
  const Icon = valid ? CircleCheck : CircleX;
  return (
    <section
      aria-labelledby="verification-verdict"
      className={
        valid
          ? "mt-8 max-w-xl rounded-xl border-2 border-green-700 bg-white p-6"
          : "mt-8 max-w-xl rounded-xl border-2 border-danger bg-white p-6"
      }
    >
      <h2
        id="verification-verdict"
        className={
          valid
            ? "flex items-center gap-2 text-2xl font-bold text-green-800"
            : "flex items-center gap-2 text-2xl font-bold text-danger"
        }
      >
        <Icon aria-hidden="true" className="size-7 shrink-0" />
        {valid ? m.verify_valid({}, { locale }) : m.verify_revoked({}, { locale })}
      </h2>
      <p className="mt-2 text-ink">
        {valid ? m.verify_valid_text({}, { locale }) : m.verify_revoked_text({}, { locale })}
      </p>
      <dl className="mt-4 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-muted">{m.verify_kind({}, { locale })}</dt>
        <dd className="text-ink">
          {KIND_LABELS[verification.kind]?.(locale) ?? verification.kind}
        </dd>
        <dt className="font-medium text-muted">{m.verify_holder({}, { locale })}</dt>
        <dd className="text-ink">
          <bdi>{verification.holder_name}</bdi>
        </dd>
        <dt className="font-medium text-muted">{m.verify_issued_at({}, { locale })}</dt>
        <dd className="text-ink">{issuedOn(verification.issued_at, locale)}</dd>
        <dt className="font-medium text-muted">{m.verify_code({}, { locale })}</dt>
        <dd className="break-all font-mono text-ink">
          <bdi dir="ltr">{code}</bdi>
        </dd>
      </dl>
    </section>
  );
}

/**
 * The island of `/verifier/<code>` (issue #38 §5): the code read from the address (the server
 * answers every `/verifier/…` with this page), checked with the API; at `/verifier` alone, a
 * field to type the code printed beside the QR.
 */
export function DocumentVerification() {
  const locale = useLocale();
  const [state, setState] = useState<State>({ phase: "form" });

  useEffect(() => {
    const code = codeInPath(window.location.pathname);
    if (!code) return;
    setState({ phase: "checking", code });
    verifyCode(code).then(
      (outcome) => setState({ phase: "done", code, outcome }),
      () => setState({ phase: "done", code, outcome: { kind: "failed", message: undefined } }),
    );
  }, []);

  if (state.phase === "checking") {
    return (
      <p role="status" className="mt-8 text-ink">
        {m.verify_loading({}, { locale })}
      </p>
    );
  }
  if (state.phase === "form") return <CodeForm />;
  const { code, outcome } = state;
  if (outcome.kind === "found") return <Verdict code={code} verification={outcome.verification} />;
  if (outcome.kind === "unknown") {
    return (
      <section
        aria-labelledby="verification-verdict"
        className="mt-8 max-w-xl rounded-xl border-2 border-gray-400 bg-white p-6"
      >
        <h2
          id="verification-verdict"
          className="flex items-center gap-2 text-2xl font-bold text-ink"
        >
          <CircleHelp aria-hidden="true" className="size-7 shrink-0" />
          {m.verify_unknown({}, { locale })}
        </h2>
        <p className="mt-2 text-ink">{m.verify_unknown_text({}, { locale })}</p>
        <p className="mt-2 break-all font-mono text-sm text-muted">
          <bdi dir="ltr">{code}</bdi>
        </p>
      </section>
    );
  }
  return (
    <p role="alert" className="mt-8 font-medium text-danger">
      {outcome.message ?? m.verify_failed({}, { locale })}
    </p>
  );
}

/** At `/verifier` alone: the code printed beside the QR, typed by hand. */
function CodeForm() {
  const locale = useLocale();
  const [typed, setTyped] = useState("");
  return (
    <form
      noValidate
      aria-label={m.verify_heading({}, { locale })}
      className="mt-8 flex max-w-xl flex-col gap-4 rounded-xl border border-brand-100 bg-white p-6 shadow-sm"
      onSubmit={(event) => {
        event.preventDefault();
        const code = typed.trim();
        if (code) {
          window.location.assign(localizedPath(`/verifier/${encodeURIComponent(code)}`, locale));
        }
      }}
    >
      <HydratedFields>
        <Field label={m.verify_code({}, { locale })} required>
          <Input
            dir="ltr"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </Field>
        <SubmitButton className="w-full sm:w-auto sm:self-start">
          {m.verify_submit({}, { locale })}
        </SubmitButton>
      </HydratedFields>
    </form>
  );
}
