import {
  CATEGORIES,
  COUNTRIES,
  SUBMISSION_TYPES,
  type Submission,
  type SubmissionInput,
} from "@congres/shared";
import type { ReactNode } from "react";
import { type UseFormReturn, useWatch } from "react-hook-form";
import { Button } from "../../components/ui/button.tsx";
import { Checkbox } from "../../components/ui/checkbox.tsx";
import { Field } from "../../components/ui/field.tsx";
import { HydratedFields } from "../../components/ui/hydrated-fields.tsx";
import { Input } from "../../components/ui/input.tsx";
import { ResultDialog } from "../../components/ui/result-dialog.tsx";
import { optionsOf, Select } from "../../components/ui/select.tsx";
import { Textarea } from "../../components/ui/textarea.tsx";
import type { FormDestination } from "../../lib/form-sending.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { AbstractField } from "./abstract-field.tsx";
import { AuthorsFieldset } from "./authors-fieldset.tsx";
import { submissionTexts, useSubmissionForm } from "./submission-api.ts";

type SubmissionForm = UseFormReturn<SubmissionInput, unknown, Submission>;

function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-5 sm:grid-cols-2">
      <legend className="mb-4 text-lg font-semibold text-brand-800">{legend}</legend>
      {children}
    </fieldset>
  );
}

function ConflictOfInterest({ form }: { form: SubmissionForm }) {
  const declared = useWatch({ control: form.control, name: "hasConflictOfInterest" });
  return (
    <Section legend="Conflit d'intérêts">
      <Checkbox
        {...form.register("hasConflictOfInterest")}
        label="Je déclare un conflit d'intérêts"
        hint={
          declared
            ? undefined
            : "Si vous ne cochez pas cette case, vous déclarez n'avoir aucun conflit d'intérêts."
        }
        className="sm:col-span-2"
      />
      {declared && (
        <Field
          label="Description du conflit d'intérêts"
          required
          error={form.formState.errors.conflictDescription?.message}
          className="sm:col-span-2"
        >
          <Textarea {...form.register("conflictDescription")} rows={3} />
        </Field>
      )}
    </Section>
  );
}

/** The scientific submission form of §3 with the rules of §4 and §5. */
export function SubmissionForm(destination: FormDestination<Submission, SubmissionInput>) {
  const { form, onSubmit, outcome, acknowledge, locked } = useSubmissionForm(destination);
  const hydrated = useHydrated();
  const {
    register,
    formState: { errors },
  } = form;
  const [acceptsTerms, acceptsReview] = useWatch({
    control: form.control,
    name: ["acceptsTerms", "acceptsReview"],
  });
  const bothAccepted = acceptsTerms === true && acceptsReview === true;

  return (
    <>
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label="Formulaire de soumission"
        className="flex flex-col gap-8"
      >
        <HydratedFields>
          <p className="text-sm text-muted">
            Les champs marqués d'un <span className="text-danger">*</span> sont obligatoires.
          </p>
          <Section legend="Auteur correspondant">
            <Field label="Prénom" required error={errors.firstName?.message}>
              <Input {...register("firstName")} autoComplete="given-name" />
            </Field>
            <Field label="Nom" required error={errors.lastName?.message}>
              <Input {...register("lastName")} autoComplete="family-name" />
            </Field>
            <Field label="Email" required error={errors.email?.message}>
              <Input {...register("email")} type="email" autoComplete="email" inputMode="email" />
            </Field>
            <Field label="Téléphone" error={errors.phone?.message}>
              <Input {...register("phone")} type="tel" autoComplete="tel" />
            </Field>
            <Field label="Institution" required error={errors.institution?.message}>
              <Input {...register("institution")} autoComplete="organization" />
            </Field>
            <Field label="Service ou département" error={errors.department?.message}>
              <Input {...register("department")} />
            </Field>
            <Field label="Pays" required error={errors.country?.message}>
              <Select
                {...register("country")}
                options={optionsOf(COUNTRIES)}
                placeholder="Sélectionnez votre pays"
              />
            </Field>
          </Section>

          <Section legend="Travail soumis">
            <Field label="Type de soumission" required error={errors.submissionType?.message}>
              <Select
                {...register("submissionType")}
                options={SUBMISSION_TYPES}
                placeholder="Sélectionnez un type"
              />
            </Field>
            <Field label="Catégorie" required error={errors.category?.message}>
              <Select
                {...register("category")}
                options={CATEGORIES}
                placeholder="Sélectionnez une catégorie"
              />
            </Field>
            <Field
              label="Titre du travail"
              required
              error={errors.title?.message}
              className="sm:col-span-2"
            >
              <Input {...register("title")} />
            </Field>
            <AbstractField form={form} />
            <Field
              label="Mots-clés"
              hint="Séparés par des virgules, par exemple : contraception, accès aux soins"
              error={errors.keywords?.message}
              className="sm:col-span-2"
            >
              <Input {...register("keywords")} />
            </Field>
          </Section>

          <AuthorsFieldset form={form} />
          <ConflictOfInterest form={form} />

          {!destination.hideConsents && (
            <Section legend="Engagements">
              <Checkbox
                {...register("acceptsTerms")}
                required
                label="J'accepte les conditions de soumission et certifie que ce travail est original"
                error={errors.acceptsTerms?.message}
                className="sm:col-span-2"
              />
              <Checkbox
                {...register("acceptsReview")}
                required
                label="J'accepte que mon travail soit évalué par le comité scientifique"
                error={errors.acceptsReview?.message}
                className="sm:col-span-2"
              />
            </Section>
          )}

          <div className="flex flex-col items-stretch gap-2 sm:items-end">
            {!bothAccepted && (
              <p id="submission-submit-hint" className="text-sm text-muted">
                Cochez les deux engagements pour pouvoir envoyer votre soumission.
              </p>
            )}
            <Button
              type="submit"
              loading={locked}
              disabled={!bothAccepted || !hydrated}
              aria-describedby={bothAccepted ? undefined : "submission-submit-hint"}
            >
              {locked
                ? submissionTexts.submitting
                : (destination.submitLabel ?? submissionTexts.submit)}
            </Button>
          </div>
        </HydratedFields>
      </form>
      <ResultDialog outcome={outcome} onAcknowledge={acknowledge} />
    </>
  );
}
