import {
  type BankTransferAnswer,
  type CreatedWithReference,
  formatFee,
  type Registration,
  type RegistrationInput,
  registrationFee,
  registrationSchema,
} from "@congres/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { useCallback, useRef, useState } from "react";
import { type DefaultValues, useForm } from "react-hook-form";
import { apiGet, apiWrite } from "../../lib/api-client.ts";
import {
  closedFormMessage,
  type FormDestination,
  sendForm,
  useResultDialog,
} from "../../lib/form-sending.ts";

/** Texts of §8 for the registration form. */
export const registrationTexts = {
  submit: "Envoyer mon inscription",
  submitting: "Inscription en cours...",
  success: {
    title: "Inscription enregistrée",
    text: "Votre demande d'inscription a été soumise avec succès. Vous recevrez une confirmation par email.",
    reference: "Votre référence d'inscription",
    sentTo: "Confirmation envoyée à",
    note: (amount: string) =>
      `Notez cette référence : indiquez-la sur votre virement de ${amount}, elle rattache votre paiement à votre inscription.`,
  },
  failureTitle: "Erreur",
  networkFailure: "Une erreur est survenue lors de l'inscription. Veuillez réessayer.",
  bankTransfer: {
    loading: "Chargement des coordonnées bancaires…",
    failed: (email: string) =>
      `Les coordonnées bancaires n'ont pas pu être chargées : refermez puis rouvrez ce volet, ou écrivez-nous à ${email}.`,
  },
} as const;

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

export const postRegistration = (registration: Registration) =>
  apiWrite<CreatedWithReference>("POST", "/api/registration", registration);

/** The registration form: browser validation with the shared schema, sending, result dialog. */
export function useRegistrationForm(
  destination: FormDestination<Registration, RegistrationInput> = {},
) {
  const send = destination.send ?? postRegistration;
  const { outcome, show, acknowledge } = useResultDialog();
  const form = useForm<RegistrationInput, unknown, Registration>({
    resolver: zodResolver(registrationSchema),
    defaultValues: destination.defaultValues ?? emptyRegistration,
  });

  const onSubmit = form.handleSubmit(async (registration) => {
    const result = await sendForm(() => send(registration), form.setError);
    if (result.kind === "success" && destination.onCreated) {
      destination.onCreated(result.data);
    } else if (result.kind === "success") {
      const { title, text, reference, sentTo, note } = registrationTexts.success;
      show({
        kind: "success",
        title,
        text,
        facts: [
          { label: reference, value: result.data.reference },
          { label: sentTo, value: registration.email },
        ],
        note: note(formatFee(registrationFee(registration.participationType))),
      });
    } else if (result.kind === "rate-limited") {
      show({ kind: "error", title: registrationTexts.failureTitle, text: result.message });
    } else if (result.kind === "http-error") {
      const text = closedFormMessage(result) ?? `HTTP ${result.status}`;
      show({ kind: "error", title: registrationTexts.failureTitle, text });
    } else if (result.kind === "network-error") {
      show({
        kind: "error",
        title: registrationTexts.failureTitle,
        text: registrationTexts.networkFailure,
      });
    }
  });

  return { form, onSubmit, outcome, acknowledge };
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
