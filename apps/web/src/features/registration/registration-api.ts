import { type Registration, type RegistrationInput, registrationSchema } from "@congres/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { type DefaultValues, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import type { FormOutcome } from "../../components/ui/result-dialog.tsx";
import { apiWrite } from "../../lib/api-client.ts";
import { applyServerFieldErrors } from "../../lib/server-field-errors.ts";

/** Texts of §8 for the registration form. */
export const registrationTexts = {
  submit: "Envoyer mon inscription",
  submitting: "Inscription en cours...",
  success: {
    title: "Inscription enregistrée",
    text: "Votre demande d'inscription a été soumise avec succès. Vous recevrez une confirmation par email.",
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
  apiWrite<{ id: number }>("POST", "/api/registration", registration);

/** The registration form: browser validation with the shared schema, sending, result dialog. */
export function useRegistrationForm() {
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const form = useForm<RegistrationInput, unknown, Registration>({
    resolver: zodResolver(registrationSchema),
    defaultValues: emptyRegistration,
  });

  const onSubmit = form.handleSubmit(async (registration) => {
    try {
      const response = await postRegistration(registration);
      if (response.ok) {
        setOutcome({ kind: "success", ...registrationTexts.success });
      } else if (
        response.status !== 422 ||
        !applyServerFieldErrors(form.setError, response.errors)
      ) {
        setOutcome({
          kind: "error",
          title: registrationTexts.failureTitle,
          text: `HTTP ${response.status}`,
        });
      }
    } catch {
      setOutcome({
        kind: "error",
        title: registrationTexts.failureTitle,
        text: registrationTexts.networkFailure,
      });
    }
  });

  // Success leaves the form for the home page (§4); an error keeps what was typed for a retry.
  const acknowledge = (seen: FormOutcome) => {
    setOutcome(null);
    if (seen.kind === "success") navigate("/");
  };

  return { form, onSubmit, outcome, acknowledge };
}
