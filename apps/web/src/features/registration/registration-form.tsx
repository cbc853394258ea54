import type { Registration } from "@congres/shared";
import { COUNTRIES, PARTICIPATION_TYPES, TITLES } from "@congres/shared/facts";
import type { ReactNode } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Checkbox } from "../../components/ui/checkbox.tsx";
import { Field } from "../../components/ui/field.tsx";
import { HydratedFields } from "../../components/ui/hydrated-fields.tsx";
import { Input } from "../../components/ui/input.tsx";
import { ResultDialog } from "../../components/ui/result-dialog.tsx";
import { optionsOf, Select } from "../../components/ui/select.tsx";
import type { FormDestination } from "../../lib/form-sending.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { registrationTexts, useRegistrationForm } from "./registration-api.ts";
import { TermsDialog } from "./terms-dialog.tsx";

function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-5 sm:grid-cols-2">
      <legend className="mb-4 text-lg font-semibold text-brand-800">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** The sixteen fields of §3, grouped as a participant thinks of them. */
export function RegistrationForm(destination: FormDestination<Registration>) {
  const { form, onSubmit, outcome, acknowledge } = useRegistrationForm(destination);
  const hydrated = useHydrated();
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <>
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label="Formulaire d'inscription"
        className="flex flex-col gap-8"
      >
        <HydratedFields>
          <p className="text-sm text-muted">
            Les champs marqués d'un <span className="text-danger">*</span> sont obligatoires.
          </p>
          <Section legend="Identité">
            <Field label="Titre" required error={errors.title?.message}>
              <Select
                {...register("title")}
                options={TITLES}
                placeholder="Sélectionnez votre titre"
              />
            </Field>
            <div className="hidden sm:block" />
            <Field label="Prénom" required error={errors.firstName?.message}>
              <Input {...register("firstName")} autoComplete="given-name" />
            </Field>
            <Field label="Nom" required error={errors.lastName?.message}>
              <Input {...register("lastName")} autoComplete="family-name" />
            </Field>
            <Field label="Email" required error={errors.email?.message}>
              <Input {...register("email")} type="email" autoComplete="email" inputMode="email" />
            </Field>
            <Field label="Téléphone" required error={errors.phone?.message}>
              <Input {...register("phone")} type="tel" autoComplete="tel" />
            </Field>
          </Section>

          <Section legend="Activité professionnelle">
            <Field label="Spécialité" required error={errors.specialty?.message}>
              <Input {...register("specialty")} />
            </Field>
            <Field label="Institution" required error={errors.institution?.message}>
              <Input {...register("institution")} autoComplete="organization" />
            </Field>
            <Field
              label="Type de participation"
              required
              error={errors.participationType?.message}
              className="sm:col-span-2"
            >
              <Select
                {...register("participationType")}
                options={PARTICIPATION_TYPES}
                placeholder="Sélectionnez votre type de participation"
              />
            </Field>
          </Section>

          <Section legend="Adresse">
            <Field
              label="Adresse"
              required
              error={errors.address?.message}
              className="sm:col-span-2"
            >
              <Input {...register("address")} autoComplete="street-address" />
            </Field>
            <Field label="Ville" required error={errors.city?.message}>
              <Input {...register("city")} autoComplete="address-level2" />
            </Field>
            <Field label="Pays" required error={errors.country?.message}>
              <Select
                {...register("country")}
                options={optionsOf(COUNTRIES)}
                placeholder="Sélectionnez votre pays"
              />
            </Field>
          </Section>

          <Section legend="Séjour">
            <Checkbox
              {...register("accommodationNeeded")}
              label="J'ai besoin d'un hébergement"
              className="sm:col-span-2"
            />
            <Field
              label="Restrictions alimentaires"
              hint="Facultatif : allergies, régime végétarien, etc."
              error={errors.dietaryRestrictions?.message}
              className="sm:col-span-2"
            >
              <Input {...register("dietaryRestrictions")} />
            </Field>
          </Section>

          <Section legend="Personne à prévenir en cas d'urgence">
            <Field label="Contact d'urgence" required error={errors.emergencyContact?.message}>
              <Input {...register("emergencyContact")} autoComplete="off" />
            </Field>
            <Field label="Téléphone d'urgence" required error={errors.emergencyPhone?.message}>
              <Input {...register("emergencyPhone")} type="tel" autoComplete="off" />
            </Field>
          </Section>

          <div className="flex flex-col gap-2 rounded-lg border border-brand-100 bg-brand-50 p-4">
            <Checkbox
              {...register("termsAccepted")}
              required
              label="J'accepte les conditions de participation au congrès"
              error={errors.termsAccepted?.message}
            />
            <div className="ps-8">
              <TermsDialog />
            </div>
          </div>

          <Button
            type="submit"
            loading={isSubmitting}
            disabled={!hydrated}
            className="w-full sm:w-auto sm:self-end"
          >
            {isSubmitting
              ? registrationTexts.submitting
              : (destination.submitLabel ?? registrationTexts.submit)}
          </Button>
        </HydratedFields>
      </form>
      <ResultDialog outcome={outcome} onAcknowledge={acknowledge} />
    </>
  );
}
