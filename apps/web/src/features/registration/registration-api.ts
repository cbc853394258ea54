import type {
  BankTransferAnswer,
  CreatedWithReference,
  Registration,
  RegistrationInput,
  RegistrationOrder,
} from "@congres/shared";
import { formatFee, registrationFee, sentCountry } from "@congres/shared/facts";
import { useCallback, useMemo, useRef, useState } from "react";
import { type DefaultValues, useForm } from "react-hook-form";
import { validationCatalogue } from "../../i18n/catalogue/all.ts";
import { useLocale } from "../../i18n/locale-context.tsx";
import { apiGet, apiWrite } from "../../lib/api-client.ts";
import {
  closedFormMessage,
  type FormDestination,
  sendForm,
  useResultDialog,
} from "../../lib/form-sending.ts";
import { registrationSchemaResolver } from "../../lib/lazy-resolver.ts";
import { m } from "../../paraglide/messages.js";

const emptyRegistration: DefaultValues<RegistrationInput> = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  specialty: "",
  institution: "",
  address: "",
  city: "",
  accommodationNeeded: false,
  dietaryRestrictions: "",
  emergencyContact: "",
  emergencyPhone: "",
};

/** The answer says what the registration owes, priced by the server (decision 0075). */
export const postRegistration = (registration: Registration & RegistrationOrder) =>
  apiWrite<CreatedWithReference & { amount_due_centimes?: number }>(
    "POST",
    "/api/registration",
    registration,
  );

/**
 * The registration form: browser validation with the shared schema, sending, result dialog. The
 * public form adds its `order` (add-ons, promo code, a waiting-list offer) to what it sends.
 */
export function useRegistrationForm(
  destination: FormDestination<Registration, RegistrationInput> = {},
  order?: () => RegistrationOrder,
) {
  const send =
    destination.send ??
    ((registration: Registration) => postRegistration({ ...registration, ...order?.() }));
  const { outcome, show, showError, acknowledge } = useResultDialog();
  const locale = useLocale();
  // The browser checks speak the page's language; a page bundles only its own catalogue. The
  // country is sent as its ISO code, which the server stores by its French name (decision 0036).
  const resolver = useMemo(
    () =>
      registrationSchemaResolver((schemas) =>
        schemas.makeRegistrationSchema(validationCatalogue(locale), sentCountry),
      ),
    [locale],
  );
  const form = useForm<RegistrationInput, unknown, Registration>({
    resolver,
    defaultValues: destination.defaultValues ?? emptyRegistration,
  });

  const onSubmit = form.handleSubmit(async (registration) => {
    const result = await sendForm(() => send(registration), form.setError);
    if (result.kind === "success" && destination.onCreated) {
      destination.onCreated(result.data, registration);
    } else if (result.kind === "success") {
      const due = (result.data as { amount_due_centimes?: number }).amount_due_centimes;
      const amount = formatFee(
        due === undefined ? registrationFee(registration.participationType) : due / 100,
      );
      show({
        kind: "success",
        title: m.registration_success_title({}, { locale }),
        text: m.registration_success_text({}, { locale }),
        facts: [
          {
            label: m.registration_success_reference({}, { locale }),
            value: result.data.reference,
          },
          { label: m.registration_success_sent_to({}, { locale }), value: registration.email },
        ],
        note: m.registration_success_note({ amount }, { locale }),
      });
    } else if (result.kind === "rate-limited") {
      showError(result.message);
    } else if (result.kind === "http-error") {
      showError(closedFormMessage(result) ?? `HTTP ${result.status}`);
    } else if (result.kind === "network-error") {
      showError(m.registration_network_failure({}, { locale }));
    }
  });

  return { form, onSubmit, preloadChecks: resolver.preload, outcome, acknowledge };
}

export type BankTransferState =
  | { phase: "idle" | "loading" | "failed" }
  | { phase: "loaded"; answer: BankTransferAnswer };

/**
 * The bank details, asked of the server when the visitor first opens them: the server decides
 * whether provisional details may be shown (withheld in production, decision 0018).
 */
export function useBankTransfer() {
  const [state, setState] = useState<BankTransferState>({ phase: "idle" });
  // Asked once; again only after a failure (or while a request is under way, not at all).
  const asked = useRef(false);
  const load = useCallback(async () => {
    if (asked.current) return;
    asked.current = true;
    setState({ phase: "loading" });
    try {
      const response = await apiGet<BankTransferAnswer>("/api/registration/bank-transfer");
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      setState({ phase: "loaded", answer: response.data });
    } catch {
      asked.current = false;
      setState({ phase: "failed" });
    }
  }, []);
  return { state, load };
}
