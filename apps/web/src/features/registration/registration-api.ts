import type {
  BankTransferAnswer,
  CreatedWithReference,
  Registration,
  RegistrationInput,
  RegistrationOrder,
  ValidationMessages,
} from "@congres/shared";
import { formatFee, registrationFee, sentCountry } from "@congres/shared/facts";
import { useCallback, useRef, useState } from "react";
import type { DefaultValues } from "react-hook-form";
import { apiGet, apiWrite } from "../../lib/api-client.ts";
import { closedFormMessage, type FormDestination } from "../../lib/form-sending.ts";
import { registrationSchemaResolver } from "../../lib/lazy-resolver.ts";
import { usePublicForm } from "../../lib/use-public-form.ts";
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
 * The browser checks, in the page's language. The country is sent as its ISO code, which the
 * server stores by its French name (decision 0036).
 */
const registrationChecks = (catalogue: ValidationMessages) =>
  registrationSchemaResolver((schemas) => schemas.makeRegistrationSchema(catalogue, sentCountry));

/**
 * The registration form: browser validation with the shared schema, sending, result dialog. The
 * public form adds its `order` (add-ons, promo code, a waiting-list offer) to what it sends.
 */
export function useRegistrationForm(
  destination: FormDestination<Registration, RegistrationInput> = {},
  order?: () => RegistrationOrder,
) {
  const post =
    destination.send ??
    ((registration: Registration) => postRegistration({ ...registration, ...order?.() }));
  const { form, locale, send, showCreated, showError, ...dialog } = usePublicForm<
    RegistrationInput,
    Registration
  >(registrationChecks, destination.defaultValues ?? emptyRegistration);

  const onSubmit = form.handleSubmit(async (registration) => {
    const result = await send(() => post(registration));
    if (result.kind === "success" && destination.onCreated) {
      destination.onCreated(result.data, registration);
    } else if (result.kind === "success") {
      const due = (result.data as { amount_due_centimes?: number }).amount_due_centimes;
      const amount = formatFee(
        due === undefined ? registrationFee(registration.participationType) : due / 100,
      );
      const texts = {
        title: m.registration_success_title({}, { locale }),
        text: m.registration_success_text({}, { locale }),
        reference: m.registration_success_reference({}, { locale }),
        sentTo: m.registration_success_sent_to({}, { locale }),
        note: m.registration_success_note({ amount }, { locale }),
      };
      showCreated(texts, result.data, registration.email);
    } else if (result.kind === "rate-limited") {
      showError(result.message);
    } else if (result.kind === "http-error") {
      showError(closedFormMessage(result) ?? `HTTP ${result.status}`);
    } else if (result.kind === "network-error") {
      showError(m.registration_network_failure({}, { locale }));
    }
  });

  return { form, onSubmit, ...dialog };
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
