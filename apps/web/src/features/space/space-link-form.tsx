import { useState } from "react";
import { Field } from "../../components/ui/field.tsx";
import { HydratedFields, SubmitButton } from "../../components/ui/hydrated-fields.tsx";
import { Input } from "../../components/ui/input.tsx";
import { useLocale } from "../../i18n/locale-context.tsx";
import { submitWith } from "../../lib/submit-with.ts";
import { m } from "../../paraglide/messages.js";
import { requestSignInLink } from "./space-api.ts";
import { useSpaceWrite } from "./use-space-write.ts";

/**
 * The e-mail form of `/mon-espace`: the server answers the same for a known and an unknown
 * address, and so does the page (« if this address is known, a link was sent »).
 */
export function SpaceLinkForm({ notice }: { notice?: string | undefined }) {
  const locale = useLocale();
  const [email, setEmail] = useState("");
  const [sent, setSent] = useState(false);
  const write = useSpaceWrite();
  const send = () =>
    write.send(
      () => requestSignInLink(email.trim(), locale),
      () => setSent(true),
    );

  if (sent) {
    return (
      <section
        aria-labelledby="space-link-sent"
        className="mt-8 max-w-xl rounded-xl border border-brand-100 bg-white p-6 shadow-sm"
      >
        <h2 id="space-link-sent" className="text-lg font-semibold text-brand-900">
          {m.space_link_sent_title({}, { locale })}
        </h2>
        <p role="status" className="mt-2 text-ink">
          {m.space_link_sent({}, { locale })}
        </p>
        <button
          type="button"
          className="mt-4 font-semibold text-brand-700 underline"
          onClick={() => setSent(false)}
        >
          {m.space_link_again({}, { locale })}
        </button>
      </section>
    );
  }
  return (
    <form
      noValidate
      aria-label={m.space_link_form({}, { locale })}
      className="mt-8 flex max-w-xl flex-col gap-4 rounded-xl border border-brand-100 bg-white p-6 shadow-sm"
      onSubmit={submitWith(send)}
    >
      {notice && (
        <p role="alert" className="text-sm font-medium text-danger">
          {notice}
        </p>
      )}
      <HydratedFields>
        <Field
          label={m.space_link_email({}, { locale })}
          hint={m.space_link_hint({}, { locale })}
          required
          error={write.error("email")}
        >
          <Input
            type="email"
            dir="ltr"
            autoComplete="email"
            inputMode="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Field>
        <p role="alert" className="text-sm font-medium text-danger empty:hidden">
          {write.failure}
        </p>
        <SubmitButton loading={write.busy} className="w-full sm:w-auto sm:self-start">
          {m.space_link_submit({}, { locale })}
        </SubmitButton>
      </HydratedFields>
    </form>
  );
}
