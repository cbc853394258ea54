import {
  type CreatedWithReference,
  formatFee,
  type Registration,
  type RegistrationInput,
  registrationFee,
  registrationSchema,
} from "@congres/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { type DefaultValues, useForm } from "react-hook-form";
import { apiWrite } from "../../lib/api-client.ts";
import { sendForm, useResultDialog } from "../../lib/form-sending.ts";

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
export function useRegistrationForm() {
  const { outcome, show, acknowledge } = useResultDialog();
  const form = useForm<RegistrationInput, unknown, Registration>({
    resolver: zodResolver(registrationSchema),
    defaultValues: emptyRegistration,
  });

  const onSubmit = form.handleSubmit(async (registration) => {
    const result = await sendForm(() => postRegistration(registration), form.setError);
    if (result.kind === "success") {
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
      show({ kind: "error", title: registrationTexts.failureTitle, text: `HTTP ${result.status}` });
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
